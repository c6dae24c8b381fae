import { z } from "zod";
import { site } from "./site";

// Every environment variable the server reads, validated once at start-up.
// .env.example documents each; docs/operations.md explains them for operators.

const bool = (fallback: boolean) =>
  z
    .enum(["1", "0", "true", "false", "yes", "no", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : ["1", "true", "yes"].includes(v)));

/** whsec_ and base64 of 24 to 64 bytes: the Standard Webhooks secret format. */
function isWebhookSecret(value: string): boolean {
  const base64 = value.startsWith("whsec_") ? value.slice("whsec_".length) : "";
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return false;
  const bytes = Buffer.from(base64, "base64").length;
  return bytes >= 24 && bytes <= 64;
}

const postgresUrl = z.string().refine((v) => {
  try {
    const u = new URL(v);
    return (u.protocol === "postgres:" || u.protocol === "postgresql:") && u.hostname !== "";
  } catch {
    return false;
  }
}, "must be a URL like postgres://user:password@host:5432/database");

const schema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    // Prometheus metrics (docs/operations.md, "Metrics"; ADR 070): a listener of their own on this
    // port, never the public one; unset or empty: no listener. Loopback unless METRICS_HOST says
    // otherwise (a container: 0.0.0.0, the port published to the scraper only).
    METRICS_PORT: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.coerce.number().int("must be a port (1–65535)").min(1, "must be a port (1–65535)").max(65535).optional(),
    ),
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    DATABASE_URL: postgresUrl.optional().or(z.literal("").transform(() => undefined)),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    PGLITE_DIR: z.string().min(1).default("./data/pglite"),
    SITE_URL: z
      .string()
      .url("must be an absolute URL like https://www.example.com")
      .refine((v) => /^https?:\/\//.test(v), "must start with http:// or https://")
      .transform((v) => v.replace(/\/+$/, ""))
      .optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    ALLOW_INSECURE_COOKIES: bool(false),
    ALLOW_INDEXING: bool(true),
    // How many proxies in front of the server add X-Forwarded-For (a TLS proxy, Varnish, a CDN):
    // the client is the address that many hops back. 0: none; "true"/"yes" count as 1.
    TRUST_PROXY: z
      .union([
        z.enum(["true", "yes"]).transform(() => 1),
        z.enum(["false", "no", ""]).transform(() => 0),
        z.coerce.number().int().min(0).max(10),
      ])
      .optional()
      .transform((v) => v ?? 0),
    ENABLE_ERROR_PROBE: bool(false),
    RATE_LIMIT_DISABLED: bool(false),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(10).default(3600),
    SMTP_URL: z
      .string()
      .refine((v) => /^smtps?:\/\//.test(v), "must look like smtp://user:password@host:587 or smtps://…:465")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    // No default in production: with SMTP_URL both are required (below), so lead notifications
    // go only where the operator said (docs/decisions/041-hostile-requests.md).
    MAIL_FROM: z
      .string()
      .min(3)
      .optional()
      .or(z.literal("").transform(() => undefined)),
    LEADS_NOTIFY_EMAIL: z
      .string()
      .email()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(5000),
    // newsletter mails a minute over all instances (ADR 071), sent only when no other mail is due
    NEWSLETTER_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
    /** after SIGTERM, how long /readyz answers 503 while requests are still served (docs/operations.md);
     * default 5000 in production (a load balancer's health check sees it), else 0 */
    SHUTDOWN_DRAIN_MS: z
      .union([z.literal("").transform(() => undefined), z.coerce.number().int().min(0).max(60_000)])
      .optional(),
    RETENTION_ANONYMOUS_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
    // How often the retention job runs in each instance (one at a time, via an advisory lock); 0 = never.
    RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
    // How long a shared cache (CDN, Varnish) may keep a content page for visitors without cookies,
    // in seconds, and serve it as long again while it fetches a new copy; 0: content pages are
    // never public (docs/decisions/064-shared-caches.md, docs/operations.md "A cache in front").
    SHARED_CACHE_MAX_AGE: z.coerce.number().int().min(0).max(86_400).default(60),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    // Google Analytics 4 (docs/decisions/031-ga4-consent-mode.md): without it, no analytics, no
    // banner. The pattern keeps the id safe to embed in the inline bootstrap script.
    GA_MEASUREMENT_ID: z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, "must look like G-XXXXXXXXXX (a GA4 measurement id)")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    // Raising it invalidates every stored analytics choice: everybody is asked again.
    CONSENT_REVISION: z.coerce.number().int().min(1).max(1_000_000).default(1),
    // The consultant's busy times for strategy-session booking (docs/decisions/065-bookings.md): the
    // secret iCal address of their calendar. A secret: no message here repeats it. webcal:// is
    // the same address over https.
    CALENDAR_BUSY_ICS_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .refine((v) => {
          try {
            const u = new URL(v);
            return ["http:", "https:", "webcal:"].includes(u.protocol) && u.hostname !== "";
          } catch {
            return false;
          }
        }, "must be the calendar's secret iCal address (https://… or webcal://…)")
        .transform((v) => v.replace(/^webcal:/i, "https:"))
        .optional(),
    ),
    CALENDAR_BUSY_TIMEOUT_MS: z.coerce.number().int().min(500).max(30_000).default(4000),
    CALENDAR_BUSY_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    // The secret in the address of the booked sessions' calendar feed; unset: no feed.
    BOOKINGS_FEED_TOKEN: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .min(32, "must be at least 32 characters (e.g. `openssl rand -hex 24`)")
        .regex(/^[A-Za-z0-9_-]+$/, "may hold letters, digits, - and _ only (it goes into a URL)")
        .optional(),
    ),
    // Webhooks (Standard Webhooks, docs/decisions/068-webhooks.md): every lead and booking, signed,
    // to the consultant's other systems. One or more URLs, comma-separated; none: no webhooks.
    WEBHOOK_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .transform((v) =>
          v
            .split(",")
            .map((u) => u.trim())
            .filter(Boolean),
        )
        .pipe(
          z
            .array(z.string().url("must be a list of http(s) URLs, comma-separated"))
            .refine((urls) => urls.every((u) => /^https?:\/\//.test(u)), "must be http:// or https:// URLs"),
        )
        .optional(),
    ),
    // The signing secret, as Standard Webhooks writes it: whsec_ and base64 (a secret: never logged).
    WEBHOOK_SECRET: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .refine(
          isWebhookSecret,
          "must be whsec_ followed by base64 of 24 to 64 random bytes (e.g. `echo whsec_$(openssl rand -base64 32)`)",
        )
        .optional(),
    ),
    // Hosts a webhook may reach over plain http in production (a receiver inside the operator's network).
    WEBHOOK_INTERNAL_HOSTS: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  })
  .superRefine((env, ctx) => {
    if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["WEBHOOK_SECRET"],
        message: "is required when WEBHOOK_URL is set (receivers verify every event with it)",
      });
    }
    if (env.NODE_ENV === "production") {
      for (const url of env.WEBHOOK_URL ?? []) {
        const { protocol, hostname } = new URL(url);
        if (protocol !== "https:" && !env.WEBHOOK_INTERNAL_HOSTS.includes(hostname.toLowerCase())) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: ["WEBHOOK_URL"],
            message: `must be https:// in production, or its host listed in WEBHOOK_INTERNAL_HOSTS (${hostname})`,
          });
        }
      }
    }
    // lead notifications go only where the operator said, in every mode that can send mail
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["MAIL_FROM"],
        message: 'is required when SMTP_URL is set (the sender, e.g. "Website <website@example.com>")',
      });
    }
    if (env.SMTP_URL && !env.LEADS_NOTIFY_EMAIL) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["LEADS_NOTIFY_EMAIL"],
        message: "is required when SMTP_URL is set (the address that receives every lead)",
      });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["METRICS_PORT"],
        message: `must not be PORT (${env.PORT}): metrics are never served on the public port`,
      });
    }
    if (env.NODE_ENV !== "production") return;
    if (!env.SESSION_SECRET) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["SESSION_SECRET"],
        message: "is required in production (at least 32 random characters, e.g. `openssl rand -hex 32`)",
      });
    }
    if (!env.SITE_URL) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["SITE_URL"],
        message: "is required in production (the public origin, e.g. https://www.example.com)",
      });
    }
  });

/** Outside production and without SMTP_URL only (no mail leaves then): the consultant's address from site.ts. */
const developmentMail = {
  MAIL_FROM: `${site.brand} <${site.email}>`,
  LEADS_NOTIFY_EMAIL: site.email,
};

export type Env = Omit<
  z.output<typeof schema>,
  "SITE_URL" | "SESSION_SECRET" | "MAIL_FROM" | "LEADS_NOTIFY_EMAIL" | "SHUTDOWN_DRAIN_MS"
> & {
  SHUTDOWN_DRAIN_MS: number;
  SITE_URL: string;
  SESSION_SECRET: string;
  /**
   * Sender and lead recipient. In production without SMTP_URL they may be unset: then "" (mail
   * waits in the outbox; a notification queued then has no recipient and goes to the
   * LEADS_NOTIFY_EMAIL configured when SMTP_URL is: app/lib/outbox.server.ts).
   */
  MAIL_FROM: string;
  LEADS_NOTIFY_EMAIL: string;
  /** cookies get the Secure flag */
  secureCookies: boolean;
  isProduction: boolean;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses and validates the environment; throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`));
  }
  const env = result.data;
  const isProduction = env.NODE_ENV === "production";
  return {
    ...env,
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    // Outside production a per-process secret is fine: nothing signed has to outlive a restart.
    SESSION_SECRET: env.SESSION_SECRET ?? developmentSecret,
    MAIL_FROM: env.MAIL_FROM ?? (isProduction ? "" : developmentMail.MAIL_FROM),
    LEADS_NOTIFY_EMAIL: env.LEADS_NOTIFY_EMAIL ?? (isProduction ? "" : developmentMail.LEADS_NOTIFY_EMAIL),
    SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? (isProduction ? 5000 : 0),
    isProduction,
    secureCookies: isProduction && !env.ALLOW_INSECURE_COOKIES,
  };
}

const developmentSecret = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) =>
  b.toString(16).padStart(2, "0"),
).join("");
