import {
  CONSENT_EVENT,
  isConsentStatus,
  LOG_KEY,
  LOG_LIMIT,
  STATUS_KEY,
  type ConsentRecord,
  type ConsentStatus,
} from "./consent";

// The consent record in the browser: two localStorage keys (status and log, docs/product.md §9) and the
// `consentchange` event (docs/product.md §4). Storage failures (full, disabled, private mode) are only
// reported to the console (docs/product.md §8): the visitor's choice still takes effect and the `consent`
// cookie remains the source of truth for the server.

export type Report = (message: string, error: unknown) => void;

const reportToConsole: Report = (message, error) => console.error(`[consent] ${message}`, error);

export function createRecord(status: ConsentStatus, now: Date, userAgent: string): ConsentRecord {
  return { status, timestamp: now.toISOString(), userAgent };
}

function isRecord(value: unknown): value is ConsentRecord {
  if (!value || typeof value !== "object") return false;
  const r = value as Record<string, unknown>;
  return isConsentStatus(r.status) && typeof r.timestamp === "string" && typeof r.userAgent === "string";
}

/** Parses a stored log; anything unreadable counts as an empty log. */
export function parseLog(raw: string | null): ConsentRecord[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isRecord) : [];
  } catch {
    return [];
  }
}

/** The log with `record` appended, oldest first, at most LOG_LIMIT records. */
export function appendToLog(log: readonly ConsentRecord[], record: ConsentRecord): ConsentRecord[] {
  return [...log, record].slice(-LOG_LIMIT);
}

/** localStorage, or null where even reading the property throws (storage disabled). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Writes the status and appends the record to the log; each failure is reported, never thrown. */
export function storeConsent(record: ConsentRecord, storage: Storage | null, report: Report = reportToConsole) {
  if (!storage) {
    report("localStorage is not available; the choice is kept in the consent cookie only", null);
    return;
  }
  try {
    storage.setItem(STATUS_KEY, record.status);
  } catch (error) {
    report("could not store the consent status", error);
  }
  try {
    storage.setItem(LOG_KEY, JSON.stringify(appendToLog(parseLog(storage.getItem(LOG_KEY)), record)));
  } catch (error) {
    report("could not write the consent log", error);
  }
}

/**
 * Keeps the status key equal to what the server says is in force (the cookie): removed when the
 * choice is unset again (a raised consent revision, an expired or deleted cookie), set when the
 * choice was made without JavaScript. The log is history and stays.
 */
export function syncStoredStatus(
  status: ConsentStatus | null,
  storage: Storage | null,
  report: Report = reportToConsole,
) {
  if (!storage) return;
  try {
    if (status === null) storage.removeItem(STATUS_KEY);
    else if (storage.getItem(STATUS_KEY) !== status) storage.setItem(STATUS_KEY, status);
  } catch (error) {
    report("could not update the consent status", error);
  }
}

/**
 * How long a choice stored in the browser may stand in for a missing cookie. A click on Accept
 * followed at once by a reload or a link cancels the request that sets the cookie, so the next
 * page arrives "unset" while localStorage holds the choice made seconds ago.
 */
export const HEAL_WINDOW_MS = 10 * 60 * 1000;

/**
 * The stored choice that may heal a missing cookie: the status key, confirmed by the newest log
 * record (same status, made within HEAL_WINDOW_MS). Anything older is what a missing cookie is
 * meant to undo (expired, deleted, or given for an earlier consent revision), so it is not healed.
 */
export function healableStatus(storage: Storage | null, now: Date): ConsentStatus | null {
  if (!storage) return null;
  try {
    const status = storage.getItem(STATUS_KEY);
    const last = parseLog(storage.getItem(LOG_KEY)).at(-1);
    if (!isConsentStatus(status) || !last || last.status !== status) return null;
    const age = now.getTime() - Date.parse(last.timestamp);
    return age >= 0 && age <= HEAL_WINDOW_MS ? status : null;
  } catch {
    return null;
  }
}

/** A visitor's choice in the browser: stored, logged and announced with the `consentchange` event. */
export function recordConsent(status: ConsentStatus): ConsentRecord {
  const record = createRecord(status, new Date(), navigator.userAgent);
  storeConsent(record, browserStorage());
  window.dispatchEvent(new CustomEvent<ConsentRecord>(CONSENT_EVENT, { detail: record }));
  return record;
}
