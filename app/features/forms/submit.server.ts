import { randomUUID } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod, unstable_coerceFormValue as coerceFormValue } from "@conform-to/zod";
import { data, redirect, type AppLoadContext, type HeadersFunction } from "@remix-run/node";
import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import type { Database } from "#db/schema";
import { isDatabaseUnavailable } from "~/lib/db-errors.server";
import type { Lang } from "~/lib/i18n";
import { formMetrics } from "~/lib/metrics.server";
import { redactPath } from "~/lib/redact";
import type { PageMatch } from "~/lib/routing";
import { getPreferences } from "~/preferences.server";
import { hitRateLimit } from "~/lib/rate-limit.server";
import { isSpam } from "./honeypot.server";
import { messageWithValues, type TranslationKey } from "~/lib/translate";
import type { LeadFormTarget } from "~/components/forms/LeadForm";

// The one way every public form is handled (docs/product.md §7):
// honeypot → parseWithZod → rate limit (PostgreSQL) → one transaction (lead + outbox rows)
// → 303 to a success page that can be reloaded. Spam: 400; invalid: 400 with the values and
// messages; too many: 429 with Retry-After and when to try again; database unreachable: 503 with
// the binding error text (docs/product.md §8); values kept. Only a submission that passed the
// honeypot and validation counts against the rate limit (ADR 062): a visitor's mistakes and a
// bot's trapped attempts cost nothing and use up nobody's budget.

export type FormName = "audit" | "contact" | "session" | "booking" | "newsletter" | "exit-ready" | "btl";

export interface SubmissionMeta {
  locale: Lang;
  clientAddress: string;
  userAgent: string | null;
  /** the page the form was sent from (path only, its secrets replaced: app/lib/redact.ts) */
  sourcePath: string | null;
  requestId: string;
}

interface SubmitBase<S extends z.ZodTypeAny, R> {
  request: Request;
  context: AppLoadContext;
  form: FormName;
  schema: S;
  formData?: FormData;
  /**
   * where the visitor lands after an accepted submission (also after a replayed one); `saved` is
   * what the save returned (a booking's manage link)
   */
  successUrl: (value: z.output<S>, meta: SubmissionMeta, saved: R) => string;
  /** headers of the success redirect (e.g. a cookie set by what save created) */
  successHeaders?: () => Promise<HeadersInit> | HeadersInit;
}

export type SubmitOptions<S extends z.ZodTypeAny, R = unknown, C extends string = never> = SubmitBase<S, R> &
  (
    | {
        /** writes the lead and its outbox rows; runs in one transaction */
        save: (trx: Transaction<Database>, value: z.output<S>, meta: SubmissionMeta) => Promise<R>;
        saveInOneStatement?: never;
        transact?: never;
      }
    | {
        /**
         * writes the lead and its outbox rows in one statement (storeLeadOnce), which PostgreSQL runs
         * as a transaction of its own: no BEGIN and COMMIT round trips
         */
        saveInOneStatement: (db: Kysely<Database>, value: z.output<S>, meta: SubmissionMeta) => Promise<R>;
        save?: never;
        transact?: never;
      }
    | {
        /**
         * opens its own transaction (a booking, under its lock: app/features/booking/changes.server.ts)
         * and may refuse the submission after it rolled back: it returns a FormRefusal, whose code
         * the page's action data then names
         */
        transact: (db: Kysely<Database>, value: z.output<S>, meta: SubmissionMeta) => Promise<R | FormRefusal<C>>;
        save?: never;
        saveInOneStatement?: never;
      }
  );

/**
 * A valid submission the save refused, with nothing stored (a booking whose time another visitor
 * has just taken), as `transact` returns it: the form comes back with the visitor's values,
 * `formError` as its error and this status, and `offers`, choices the page may offer instead (the
 * nearest free times), each a value with what the visitor reads.
 */
export class FormRefusal<C extends string = string> {
  constructor(
    readonly status: number,
    /** a translation key (or `messageWithValues`) */
    readonly formError: string,
    /** why, for the page: e.g. "slot-taken" */
    readonly code: C,
    readonly offers: Offer[] = [],
    /** seconds until the visitor may try again (a Retry-After header) */
    readonly retryAfter?: number,
  ) {}
}

/** A choice offered instead of a refused one: a form value and its label. */
export interface Offer {
  value: string;
  label: string;
}

/** What a refused submission's reply carries besides conform's result. */
export interface Refusal<C extends string = string> {
  code: C;
  offers: Offer[];
}

/**
 * What the action answers a submission it did not accept: conform's reply (the values as typed,
 * the messages) and, when the save refused a valid one, why (`C`: the codes it may refuse with)
 * and what it offers instead. The page reads it with useActionData<typeof action>().
 */
export type FormReply<C extends string = never> = SubmissionResult<string[]> & { refusal?: Refusal<C> };

/**
 * What a page's loader hands its lead form: the form's address and a new submission id. A page
 * with one is different in every response: it is never kept by a cache (its page has no `cache`
 * in app/pages.ts, docs/decisions/013-render-cache.md).
 */
export function leadFormTarget(action: string): LeadFormTarget {
  return { action, submissionId: randomUUID() };
}

export const FORM_ERRORS = {
  spam: "forms.errors.spam",
  rateLimited: "forms.errors.rateLimited",
  submitFailed: "forms.errors.submitFailed",
} as const satisfies Record<string, TranslationKey>;

/**
 * The rate-limit message with the minutes until the window ends ("Bitte sende das Formular in 12
 * Minuten noch einmal."), rounded up so the visitor never comes back too early.
 */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  return messageWithValues(FORM_ERRORS.rateLimited, { count: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
}

/**
 * The `headers` export of every route whose action is `submitForm`. Remix puts an action's headers
 * on the page's response (the document and single fetch's `.data`) only through the route's
 * `headers` (Set-Cookie aside): without it the 429 would arrive without its Retry-After.
 */
export const submitHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function submitForm<S extends z.ZodTypeAny, R = unknown, C extends string = never>(
  options: SubmitOptions<S, R, C>,
) {
  const { request, context, form, schema } = options;
  const { env, log } = context;
  const reply = (result: FormReply<C>, init: ResponseInit) => data(result, init);
  let formData: FormData;
  try {
    formData = options.formData ?? (await request.formData());
  } catch {
    return reply({ status: "error", error: { "": [FORM_ERRORS.submitFailed] } }, { status: 400 });
  }
  const submission = parseWithZod(formData, { schema: coerced(schema), disableAutoCoercion: true });
  const meta: SubmissionMeta = {
    locale: getPreferences(request, context).locale,
    clientAddress: context.clientAddress,
    userAgent: request.headers.get("user-agent")?.slice(0, 400) ?? null,
    sourcePath: sourcePath(request, getPreferences(request, context).page),
    requestId: context.requestId,
  };

  if (isSpam(formData)) {
    log.info("form rejected by the honeypot", { form });
    return reply(submission.reply({ formErrors: [FORM_ERRORS.spam] }), { status: 400 });
  }

  if (submission.status !== "success") {
    return reply(submission.reply(), { status: 400 });
  }

  try {
    const limit = await hitRateLimit(context.db, env, form, context.clientAddress);
    if (!limit.ok) {
      log.info("form rate-limited", { form });
      formMetrics.rateLimited(form, getPreferences(request, context).page?.page.id);
      return reply(submission.reply({ formErrors: [rateLimitedMessage(limit.retryAfter)] }), {
        status: 429,
        headers: { "Retry-After": String(limit.retryAfter) },
      });
    }
  } catch (error) {
    return failed(error);
  }

  let saved: R | FormRefusal<C>;
  try {
    if (options.saveInOneStatement) saved = await options.saveInOneStatement(context.db, submission.value, meta);
    else if (options.transact) saved = await options.transact(context.db, submission.value, meta);
    else saved = await context.db.transaction().execute((trx) => options.save(trx, submission.value, meta));
  } catch (error) {
    return failed(error);
  }
  if (saved instanceof FormRefusal) {
    log.info("form refused", { form, reason: saved.code });
    formMetrics.refused(form, saved.code, getPreferences(request, context).page?.page.id);
    return reply(
      { ...submission.reply({ formErrors: [saved.formError] }), refusal: { code: saved.code, offers: saved.offers } },
      { status: saved.status, headers: saved.retryAfter ? { "Retry-After": String(saved.retryAfter) } : undefined },
    );
  }
  context.outbox?.wake();
  formMetrics.accepted(form, getPreferences(request, context).page?.page.id);
  const headers = options.successHeaders ? await options.successHeaders() : undefined;
  return redirect(options.successUrl(submission.value, meta, saved), { status: 303, headers });

  function failed(error: unknown) {
    const unavailable = isDatabaseUnavailable(error);
    if (unavailable) log.warn("form not stored: database unavailable", { form, error: error as Error });
    else log.error("form not stored", { form, error: error as Error });
    return reply(submission.reply({ formErrors: [FORM_ERRORS.submitFailed] }), { status: unavailable ? 503 : 500 });
  }
}

// parseWithZod rebuilds the form-value coercion of the whole schema on every call (about 0.2 ms for
// the audit form); the same coercion (conform's own, with its defaults) is built once per schema.
const coercedSchemas = new WeakMap<z.ZodTypeAny, z.ZodTypeAny>();
function coerced<S extends z.ZodTypeAny>(schema: S): S {
  let result = coercedSchemas.get(schema);
  if (!result) {
    result = coerceFormValue(schema) as z.ZodTypeAny;
    coercedSchemas.set(schema, result);
  }
  return result as S;
}

/** The page a form was sent from (its referer on this site, else the form's own page), redacted. */
function sourcePath(request: Request, page: PageMatch | undefined): string | null {
  const own = new URL(request.url).pathname;
  let from = own;
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const url = new URL(referer);
      // a secret link's page (a booking's manage link, an ExitReady result) is stored as its pattern
      if (url.host === new URL(request.url).host) from = url.pathname;
    } catch {
      // ignore malformed referers
    }
  }
  // the form's own page was looked up already (the request's preferences)
  return redactPath(from, from === own ? { page } : undefined).slice(0, 300);
}
