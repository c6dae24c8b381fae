import type { ColumnType, Generated } from "kysely";

// The Database interface Kysely is typed with: one entry per table and per view the code reads
// (the other views are for the consultant's SQL). Tables are created by the migrations in
// db/migrations; docs/leads.md explains them. tests/integration/schema.test.ts compares these
// types with the migrated database: a column here without a migration fails it.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint identity: read as a string (int8), never written */
type Id = ColumnType<string, never, never>;
type Lang = "de" | "en";

export interface AuditApplicationsTable {
  id: Id;
  submission_id: string;
  created_at: Generated<Date>;
  locale: Lang;
  name: string;
  email: string;
  company: string;
  industry: string;
  revenue: string;
  employees: string;
  challenge: string;
  timeline: string;
  phone: string | null;
  source_path: string | null;
}

export interface ContactMessagesTable {
  id: Id;
  submission_id: string;
  created_at: Generated<Date>;
  locale: Lang;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  marketing_consent: Generated<boolean>;
  source_path: string | null;
}

export interface SessionRequestsTable {
  id: Id;
  submission_id: string;
  created_at: Generated<Date>;
  locale: Lang;
  name: string;
  email: string;
  phone: string;
  preferred_times: Generated<string[]>;
  message: string | null;
  exit_ready_attempt_id: string | null;
  source_path: string | null;
}

export interface NewsletterSubscribersTable {
  id: Id;
  email: string;
  locale: Lang;
  status: Generated<"pending" | "confirmed" | "unsubscribed">;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  confirm_token_hash: string | null;
  confirmation_requests: Generated<number>;
  last_confirmation_request_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  confirm_ip: string | null;
  unsubscribed_at: NullableTimestamp;
}

export interface NewsletterConsentsTable {
  id: Id;
  subscriber_id: string;
  event: "signup" | "confirm" | "unsubscribe";
  created_at: Generated<Date>;
  ip: string | null;
  user_agent: string | null;
  consent_text: string | null;
  consent_version: string | null;
  locale: string | null;
  source: string | null;
}

/** per language as queued: the unsubscribe link is UNSUBSCRIBE_PLACEHOLDER (app/features/newsletter/issues.server.ts) */
export type IssueContent = Partial<Record<Lang, { subject: string; text: string; html: string }>>;

export interface NewsletterIssuesTable {
  id: string;
  /** YYYY-MM-DD, the front matter's date */
  issue_date: string;
  content: ColumnType<IssueContent, string, string>;
  queued_at: Generated<Date>;
  /** when the last delivery ended; null again while a later `send` is under way */
  finished_at: NullableTimestamp;
  /** when the issue first finished: in the public archive from then on */
  published_at: NullableTimestamp;
}

export interface NewsletterDeliveriesTable {
  id: Id;
  issue_id: string;
  subscriber_id: string;
  created_at: Generated<Date>;
  status: Generated<"queued" | "sending" | "sent" | "failed" | "skipped">;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  locked_until: NullableTimestamp;
  claimed_at: NullableTimestamp;
  last_error: string | null;
  ended_at: NullableTimestamp;
}

export interface EmailOutboxTable {
  id: Id;
  created_at: Generated<Date>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  status: Generated<"pending" | "sending" | "sent" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: NullableTimestamp;
  last_error: string | null;
  sent_at: NullableTimestamp;
  lead_table: string | null;
  lead_id: string | null;
  /** the calendar part's iTIP method, with ical_content (migration 2026-11-25-02) */
  ical_method: "REQUEST" | "CANCEL" | "PUBLISH" | null;
  ical_content: string | null;
}

export interface WebhookDeliveriesTable {
  id: Id;
  created_at: Generated<Date>;
  event_id: string;
  event_type: string;
  url: string;
  payload: string;
  status: Generated<"pending" | "sending" | "delivered" | "failed">;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  locked_until: NullableTimestamp;
  last_error: string | null;
  delivered_at: NullableTimestamp;
  lead_table: string | null;
  lead_id: string | null;
  email: string | null;
}

export interface SessionBookingsTable {
  id: Id;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  submission_id: string;
  ical_uid: string;
  sequence: Generated<number>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  blocked_until: Timestamp;
  status: Generated<"confirmed" | "cancelled">;
  cancelled_at: NullableTimestamp;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  locale: Lang;
  time_zone: string;
  source_path: string | null;
  exit_ready_attempt_id: string | null;
  manage_token_hash: string;
  /** the stored half of the manage link (migration 2026-11-27-01; null: booked before) */
  link_key: string | null;
  meeting: "video" | "phone" | null;
  meeting_url: string | null;
  /** the booker's network while the session is upcoming (rateLimitBucket, IPv6 by /56; migration 2026-11-28-01) */
  client_key: string | null;
}

export interface RateLimitHitsTable {
  bucket: string;
  window_start: Timestamp;
  hits: Generated<number>;
}

export interface ExitReadyAttemptsTable {
  id: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  locale: Lang;
  completed_at: NullableTimestamp;
}

export interface ExitReadyAnswersTable {
  attempt_id: string;
  question_id: string;
  answer: number;
  answered_at: Generated<Date>;
}

export interface ExitReadyResultsTable {
  attempt_id: string;
  created_at: Generated<Date>;
  model_version: string;
  raw_points: number;
  score: number;
  band: string;
  phase: string;
  category_scores: ColumnType<{ id: string; points: number; max: number; percent: number }[], string, string>;
  weakest_category: string;
  name: string;
  email: string;
  company: string | null;
  newsletter_opt_in: Generated<boolean>;
}

export interface BtlWorkspacesTable {
  id: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  locale: Lang;
}

export interface BtlProfilesTable {
  workspace_id: string;
  company_name: string;
  industry: string;
  employees: string;
  revenue: string;
  main_goal: string;
  timeline: string;
  updated_at: Generated<Date>;
}

export interface BtlModuleAttemptsTable {
  id: string;
  workspace_id: string;
  module_id: string;
  started_at: Generated<Date>;
  completed_at: NullableTimestamp;
  points: number | null;
  max_points: number | null;
  percent: number | null;
  band: string | null;
  model_version: string | null;
}

export interface BtlAnswersTable {
  attempt_id: string;
  question_id: string;
  answer: number;
  answered_at: Generated<Date>;
}

export interface LeadsRecentView {
  kind: "audit" | "contact" | "session" | "booking" | "newsletter" | "exit-ready";
  /** null for exit-ready rows (their key is the attempt's UUID) */
  id: string | null;
  created_at: Date;
  locale: Lang;
  name: string | null;
  email: string;
  company: string | null;
  phone: string | null;
  summary: string | null;
}

export interface Database {
  audit_applications: AuditApplicationsTable;
  contact_messages: ContactMessagesTable;
  session_requests: SessionRequestsTable;
  session_bookings: SessionBookingsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_consents: NewsletterConsentsTable;
  newsletter_issues: NewsletterIssuesTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  email_outbox: EmailOutboxTable;
  webhook_deliveries: WebhookDeliveriesTable;
  rate_limit_hits: RateLimitHitsTable;
  exit_ready_attempts: ExitReadyAttemptsTable;
  exit_ready_answers: ExitReadyAnswersTable;
  exit_ready_results: ExitReadyResultsTable;
  btl_workspaces: BtlWorkspacesTable;
  btl_profiles: BtlProfilesTable;
  btl_module_attempts: BtlModuleAttemptsTable;
  btl_answers: BtlAnswersTable;
  leads_recent: LeadsRecentView;
}
