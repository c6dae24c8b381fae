import type { z } from "zod";
import type { auditSchema } from "~/features/audit/schema";
import type { sessionSchema } from "~/features/booking/schema";
import type { contactSchema } from "~/features/contact/schema";
import type { contactStepSchema } from "~/features/exit-ready/schema";

// One valid submission of each lead form, as a browser posts it (its fields but the submission
// id), typed by the form's zod schema: a renamed, added or removed required field, or a value a
// choice does not offer, is a type error here rather than a failure when a bench or script runs.
// Benches, scripts and tests spread it and change what they test (tests/integration/submissions.test.ts
// parses each with its schema).

type Posted<S extends z.ZodTypeAny> = Omit<z.input<S>, "submissionId" | "attemptId">;

export const validSubmission = {
  audit: {
    name: "Anna Muster",
    email: "anna.muster@example.com",
    company: "Muster Maschinenbau AG",
    industry: "manufacturing",
    revenue: "2m-5m",
    employees: "26-50",
    challenge: "Jede Freigabe läuft über meinen Tisch.",
    timeline: "short",
    phone: "+41 44 555 01 23",
  } satisfies Posted<typeof auditSchema>,
  contact: {
    name: "Eva Beispiel",
    email: "eva.beispiel@example.com",
    message: "Bitte ruf mich an.",
  } satisfies Posted<typeof contactSchema>,
  sessionRequest: {
    name: "Max Muster",
    email: "max.muster@example.com",
    phone: "+41 44 555 01 24",
  } satisfies Posted<typeof sessionSchema>,
  exitReadyContact: {
    name: "Clara Check",
    email: "clara.check@example.com",
  } satisfies Posted<typeof contactStepSchema>,
} as const;
