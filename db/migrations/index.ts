import type { Migration } from "kysely/migration";
import * as leads from "./2026-11-22-01-leads";
import * as exitReady from "./2026-11-22-02-exit-ready";
import * as buildToLeave from "./2026-11-22-03-build-to-leave";
import * as mailCapAndOpenAttempts from "./2026-11-23-01-mail-cap-and-open-attempts";
import * as queueEmails from "./2026-11-24-01-queue-emails";
import * as sessionBookings from "./2026-11-25-01-session-bookings";
import * as outboxCalendarParts from "./2026-11-25-02-outbox-calendar-parts";
import * as bookingLeads from "./2026-11-26-01-booking-leads";
import * as bookersAndPlaces from "./2026-11-27-01-bookers-and-places";
import * as webhookDeliveries from "./2026-11-27-02-webhook-deliveries";
import * as onePersonFewTimes from "./2026-11-28-01-one-person-few-times";
import * as newsletterIssues from "./2026-11-28-02-newsletter-issues";
import * as newsletterPublished from "./2026-11-28-03-newsletter-published";

// Every migration, in order. Bundled into the server (no file-system lookup at run time).
// Name: YYYY-MM-DD-NN-what. A landed migration is never edited: add a new one.
export const migrations: Record<string, Migration> = {
  "2026-11-22-01-leads": leads,
  "2026-11-22-02-exit-ready": exitReady,
  "2026-11-22-03-build-to-leave": buildToLeave,
  "2026-11-23-01-mail-cap-and-open-attempts": mailCapAndOpenAttempts,
  "2026-11-24-01-queue-emails": queueEmails,
  "2026-11-25-01-session-bookings": sessionBookings,
  "2026-11-25-02-outbox-calendar-parts": outboxCalendarParts,
  "2026-11-26-01-booking-leads": bookingLeads,
  "2026-11-27-01-bookers-and-places": bookersAndPlaces,
  "2026-11-27-02-webhook-deliveries": webhookDeliveries,
  "2026-11-28-01-one-person-few-times": onePersonFewTimes,
  "2026-11-28-02-newsletter-issues": newsletterIssues,
  "2026-11-28-03-newsletter-published": newsletterPublished,
};
