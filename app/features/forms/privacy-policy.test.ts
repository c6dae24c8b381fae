import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { AuditApplication } from "~/features/audit/schema";
import type { BookingForm, SessionRequest } from "~/features/booking/schema";
import type { ContactMessage } from "~/features/contact/schema";

// The privacy policy names every field a lead form stores, in both languages: each form's section
// of app/content/legal/privacy.{de,en}.md has a "Daten:"/"Data:" line, and the words below must be
// in it. The records are typed by the forms' values: a new field fails `tsc` here until its words
// are chosen (and written into the policy).

type Terms<Value> = Record<Exclude<keyof Value, "submissionId">, [de: string, en: string]>;

const audit = {
  name: ["Name", "name"],
  email: ["E-Mail-Adresse", "email address"],
  phone: ["Telefonnummer", "phone number"],
  company: ["Unternehmen", "company"],
  industry: ["Branche", "industry"],
  revenue: ["Umsatzgröße", "revenue range"],
  employees: ["Zahl der Mitarbeitenden", "employee range"],
  challenge: ["größte Herausforderung", "biggest challenge"],
  timeline: ["gewünschter Zeitrahmen", "preferred timeframe"],
} satisfies Terms<AuditApplication>;

const contact = {
  name: ["Name", "name"],
  email: ["E-Mail-Adresse", "email address"],
  company: ["Unternehmen", "company"],
  phone: ["Telefonnummer", "phone number"],
  message: ["Nachricht", "message"],
  marketingConsent: ["Einwilligung in Marketing-E-Mails", "consent to marketing emails"],
} satisfies Terms<ContactMessage>;

const session = {
  name: ["Name", "name"],
  email: ["E-Mail-Adresse", "email address"],
  phone: ["Telefonnummer", "phone number"],
  preferredTimes: ["bevorzugte Termine", "preferred times"],
  message: ["Nachricht", "message"],
  attemptId: ["mit deinem Ergebnis verknüpft", "linked to your result"],
} satisfies Terms<SessionRequest>;

const booking = {
  slot: ["gewählte Zeit", "chosen time"],
  name: ["Name", "name"],
  email: ["E-Mail-Adresse", "email address"],
  phone: ["Telefonnummer", "phone number"],
  message: ["Nachricht", "message"],
  timeZone: ["Zeitzone", "time zone"],
  attemptId: ["mit deinem Ergebnis verknüpft", "linked to your result"],
  meeting: ["per Video oder Telefon", "by video or phone"],
} satisfies Terms<BookingForm>;

const policy = {
  de: readFileSync("app/content/legal/privacy.de.md", "utf8"),
  en: readFileSync("app/content/legal/privacy.en.md", "utf8"),
};

/** The data line of a form's section: the first "Daten:"/"Data:" line after its heading. */
function dataLine(lng: "de" | "en", heading: string): string {
  const text = policy[lng];
  const start = text.indexOf(heading);
  expect(start, `${lng}: section "${heading}"`).toBeGreaterThan(-1);
  const line = text
    .slice(start)
    .split("\n")
    .find((l) => l.startsWith(lng === "de" ? "- **Daten:**" : "- **Data:**"));
  expect(line, `${lng}: data line of "${heading}"`).toBeTruthy();
  return line!;
}

describe("the privacy policy names every field a lead form stores", () => {
  it.each([
    [
      "audit application",
      audit,
      "### a) Bewerbung für das Business Logic Audit",
      "### a) Business Logic Audit application",
    ],
    ["contact form", contact, "### b) Kontaktformular", "### b) Contact form"],
    ["strategy session booking", booking, "### c) Buchung eines Strategiegesprächs", "### c) Strategy session booking"],
    [
      "strategy session request",
      session,
      "### d) Anfrage für ein Strategiegespräch",
      "### d) Strategy session request",
    ],
  ] as const)("%s", (_, terms, deHeading, enHeading) => {
    const lines = { de: dataLine("de", deHeading), en: dataLine("en", enHeading) };
    for (const [field, [de, en]] of Object.entries(terms) as [string, [string, string]][]) {
      expect([field, lines.de]).toEqual([field, expect.stringContaining(de)]);
      expect([field, lines.en]).toEqual([field, expect.stringContaining(en)]);
    }
  });
});
