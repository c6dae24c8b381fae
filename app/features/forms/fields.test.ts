import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { auditSchema } from "~/features/audit/schema";
import { bookingSchema, sessionSchema } from "~/features/booking/schema";
import { profileSchema } from "~/features/build-to-leave/profile";
import { contactSchema } from "~/features/contact/schema";
import { contactStepSchema } from "~/features/exit-ready/schema";
import { newsletterSchema } from "~/features/newsletter/schema";
import { cleanTypedText } from "./fields";

// The one boundary for typed text: every text field of every form, as a forged request sends it,
// comes out of its schema without a control character; a textarea keeps its line breaks as LF.

const valid = {
  audit: {
    schema: auditSchema,
    value: {
      submissionId: randomUUID(),
      name: "Anna Muster",
      email: "anna@example.com",
      company: "Muster AG",
      industry: "tech",
      revenue: "1m-2m",
      employees: "11-25",
      challenge: "Alles hängt an mir.",
      timeline: "short",
      phone: "+41 44 555 01 23",
    },
    multi: ["challenge"],
  },
  contact: {
    schema: contactSchema,
    value: {
      submissionId: randomUUID(),
      name: "Anna Muster",
      email: "anna@example.com",
      company: "Muster AG",
      phone: "(044) 555-0123",
      message: "Bitte ruf mich an.",
    },
    multi: ["message"],
  },
  session: {
    schema: sessionSchema,
    value: {
      submissionId: randomUUID(),
      name: "Anna Muster",
      email: "anna@example.com",
      phone: "+41 44 555 01 23",
      message: "Nachfolge",
    },
    multi: ["message"],
  },
  booking: {
    schema: bookingSchema,
    value: {
      submissionId: randomUUID(),
      slot: "2030-01-07T08:00:00.000Z",
      name: "Anna Muster",
      email: "anna@example.com",
      phone: "+41 44 555 01 23",
      message: "Nachfolge",
      timeZone: "Europe/Zurich",
    },
    multi: ["message"],
  },
  exitReadyContact: {
    schema: contactStepSchema,
    value: { name: "Anna Muster", email: "anna@example.com", company: "Muster AG" },
    multi: [],
  },
  newsletter: { schema: newsletterSchema, value: { email: "anna@example.com" }, multi: [] },
  buildToLeave: {
    schema: profileSchema,
    value: {
      companyName: "Muster AG",
      industry: "technology",
      employees: "6-20",
      revenue: "1m-5m",
      mainGoal: "independence",
      timeline: "short",
    },
    multi: [],
  },
} as const satisfies Record<string, { schema: z.ZodTypeAny; value: Record<string, string>; multi: readonly string[] }>;

/** Fields whose value is chosen from a list or made by the page (ids, slots, zones): not typed. */
const NOT_TYPED = new Set([
  "submissionId",
  "slot",
  "timeZone",
  "industry",
  "revenue",
  "employees",
  "timeline",
  "mainGoal",
  "consent",
]);

const CONTROL = /[\p{Cc}\u2028\u2029]/u;

describe("typed text", () => {
  it("single-line: spacing controls become one space, others go", () => {
    expect(cleanTypedText("Eve\rEND:VEVENT\r\n\tBEGIN", "single")).toBe("Eve END:VEVENT BEGIN");
    expect(cleanTypedText("a\u0000b\u001bc\u0085d\u2028e", "single")).toBe("abc d e");
  });

  it("multi-line: CRLF, CR and the Unicode separators become LF, nothing else survives", () => {
    expect(cleanTypedText("one\r\ntwo\rthree\nfour\u2028five", "multi")).toBe("one\ntwo\nthree\nfour\nfive");
    expect(cleanTypedText("a\tb\u0000c\u001bd\u007fe", "multi")).toBe("a bcde");
  });

  describe.each(Object.entries(valid))("the %s form", (_name, form) => {
    const typedFields = Object.keys(form.value).filter((f) => !NOT_TYPED.has(f));

    it.each(typedFields)("%s holds no control character (a textarea: only LF)", (field) => {
      const multi = (form.multi as readonly string[]).includes(field);
      fc.assert(
        fc.property(
          fc.string({ unit: "binary", maxLength: 20 }),
          fc.string({ unit: "binary", maxLength: 20 }),
          (a, b) => {
            const base = (form.value as Record<string, string>)[field]!;
            // the valid value with control characters around and inside it
            const raw =
              field === "email" ? `${a.slice(0, 3)}${base}\r\n` : `${a}${base.slice(0, 3)}\r${b}${base.slice(3)}`;
            const result = form.schema.safeParse({ ...form.value, [field]: raw });
            if (!result.success) return; // refused is fine too: nothing is stored
            const value = (result.data as Record<string, unknown>)[field];
            if (typeof value !== "string") return;
            const stripped = multi ? value.replaceAll("\n", "") : value;
            expect(stripped).not.toMatch(CONTROL);
          },
        ),
        { numRuns: 150 },
      );
    });
  });

  it("a textarea's CRLF line breaks survive as LF; a single-line field's become a space", () => {
    const parsed = contactSchema.parse({
      ...valid.contact.value,
      name: "Anna\r\nMuster",
      message: "Zeile eins\r\nZeile zwei\r\n\r\nGruss",
    });
    expect(parsed.name).toBe("Anna Muster");
    expect(parsed.message).toBe("Zeile eins\nZeile zwei\n\nGruss");
  });

  it.each([
    "+41 44 555 01 23",
    "(044) 555-0123",
    "+49 30 1234567",
    "044/555 01 23",
    "+41\u00a044\u00a0555\u00a001\u00a023",
  ])("the phone takes %s as people type it", (phone) => {
    expect(sessionSchema.parse({ ...valid.session.value, phone }).phone).toMatch(/^[+()\d /.-]+$/);
  });

  it("a line break in the phone number never survives", () => {
    expect(sessionSchema.parse({ ...valid.session.value, phone: "+41 44 555\r\n01 23" }).phone).toBe(
      "+41 44 555 01 23",
    );
    expect(sessionSchema.safeParse({ ...valid.session.value, phone: "+41 44 555 01 23\rX-EVIL:1" }).success).toBe(
      false,
    );
  });
});
