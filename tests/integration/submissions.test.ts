import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { auditSchema } from "~/features/audit/schema";
import { sessionSchema } from "~/features/booking/schema";
import { contactSchema } from "~/features/contact/schema";
import { contactStepSchema } from "~/features/exit-ready/schema";
import { validSubmission } from "../submissions";

describe("the valid submission of each form", () => {
  it("is accepted by the form's schema", () => {
    const submissionId = randomUUID();
    expect(auditSchema.safeParse({ submissionId, ...validSubmission.audit }).error).toBeUndefined();
    expect(contactSchema.safeParse({ submissionId, ...validSubmission.contact }).error).toBeUndefined();
    expect(sessionSchema.safeParse({ submissionId, ...validSubmission.sessionRequest }).error).toBeUndefined();
    expect(contactStepSchema.safeParse(validSubmission.exitReadyContact).error).toBeUndefined();
  });
});
