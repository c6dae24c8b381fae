import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { VISITOR_MAILS_PER_DAY } from "~/lib/mail.server";
import { SENT_EMAIL_DAYS, UNSENT_EMAIL_DAYS } from "~/lib/retention.server";
import type { MeetingOffer } from "~/features/booking/settings";
import { meetingPrivacyText } from "~/features/booking/meeting";
import { getT } from "~/lib/i18n.server";
import { legalPage, rateLimitHours, stripSampleComment } from "./legal.server";

// The privacy policy states the periods the retention job actually keeps (app/lib/retention.server.ts).

describe("the privacy policy's retention periods", () => {
  const env = parseEnv({ RETENTION_ANONYMOUS_DAYS: "120", RETENTION_INTERVAL_MINUTES: "60" });
  const text = (lng: "de" | "en") =>
    legalPage("privacy", lng, env, { meetingPlace: "", webhooks: "" }).html.replace(/<[^>]+>/g, "");

  it("follow the configuration in both languages", () => {
    const de = text("de");
    expect(de).toContain("Unbestätigte Newsletter-Anmeldungen: 120 Tage nach der letzten Bestätigungs-E-Mail");
    expect(de).toContain("ExitReady-Durchgänge ohne Kontaktdaten, Build-to-Leave-Arbeitsbereiche): 120 Tage");
    expect(de).toContain(`Versendete E-Mails in der Warteschlange: ${SENT_EMAIL_DAYS} Tage nach dem Versand`);
    expect(de).toContain("Hashwerte für die Begrenzung von Anfragen: höchstens 26 Stunden");
    expect(de).toContain(
      `E-Mails in der Warteschlange, die nie versendet wurden: ${UNSENT_EMAIL_DAYS} Tage nach ihrer Erstellung`,
    );
    expect(de).toContain(`höchstens ${VISITOR_MAILS_PER_DAY} solche E-Mails innerhalb von 24 Stunden`);
    const en = text("en");
    expect(en).toContain("Unconfirmed newsletter sign-ups: 120 days after the last confirmation email");
    expect(en).toContain("ExitReady attempts without contact details, Build to Leave workspaces): 120 days");
    expect(en).toContain(`Sent emails in the queue: ${SENT_EMAIL_DAYS} days after sending`);
    expect(en).toContain("Hashes used to limit requests: 26 hours at most");
    expect(en).toContain(`Emails in the queue that were never sent: ${UNSENT_EMAIL_DAYS} days after they were created`);
    expect(en).toContain(`at most ${VISITOR_MAILS_PER_DAY} such emails within 24 hours`);
  });

  it("counts the rate-limit window and the job's interval into the hashes' lifetime", () => {
    expect(rateLimitHours({ RATE_LIMIT_WINDOW_SECONDS: 3600, RETENTION_INTERVAL_MINUTES: 60 })).toBe(26);
    expect(rateLimitHours({ RATE_LIMIT_WINDOW_SECONDS: 600, RETENTION_INTERVAL_MINUTES: 15 })).toBe(25);
    expect(rateLimitHours({ RATE_LIMIT_WINDOW_SECONDS: 7200, RETENTION_INTERVAL_MINUTES: 180 })).toBe(29);
  });
});

describe("the legal texts' sample marker (ADR 058)", () => {
  const env = parseEnv({});

  it("is taken off before rendering", () => {
    expect(stripSampleComment("<!-- sample: have a lawyer check it -->\n## Anbieter\n")).toBe("## Anbieter\n");
    expect(stripSampleComment("## Anbieter\n<!-- sample: x -->\n")).toBe("## Anbieter\n<!-- sample: x -->\n");
    for (const id of ["impressum", "terms", "privacy"] as const) {
      for (const lng of ["de", "en"] as const) {
        const { html } = legalPage(id, lng, env, { meetingPlace: "", webhooks: "" });
        expect(html, `${id}.${lng}`).not.toContain("sample:");
        expect(html, `${id}.${lng}`).not.toContain("&lt;!--");
      }
    }
  });
});

describe("the privacy policy on where a strategy session happens", () => {
  const env = parseEnv({});
  const policy = (lng: "de" | "en", meeting: MeetingOffer) =>
    legalPage("privacy", lng, env, { meetingPlace: meetingPrivacyText(meeting, getT(lng)), webhooks: "" }).html;
  const video = { room: "https://video.example/{room}", provider: "Beispiel Video AG" };

  it("names the video service when sessions may happen by video, in both languages", () => {
    for (const lng of ["de", "en"] as const) {
      expect(policy(lng, { offer: "video", ...video })).toContain("Beispiel Video AG");
      expect(policy(lng, { offer: "choice", ...video })).toContain("Beispiel Video AG");
    }
  });

  it("names no video service when the consultant calls", () => {
    expect(policy("de", { offer: "phone" })).toContain("Ich rufe dich unter der Nummer an");
    expect(policy("en", { offer: "phone" })).not.toMatch(/by video on/);
  });
});
