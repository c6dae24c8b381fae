import { describe, expect, it, vi } from "vitest";
import { LOG_KEY, LOG_LIMIT, STATUS_KEY, type ConsentRecord } from "./consent";
import {
  appendToLog,
  createRecord,
  HEAL_WINDOW_MS,
  healableStatus,
  parseLog,
  storeConsent,
  syncStoredStatus,
} from "./record";

/** A Storage like the browser's, in memory; `failOn` makes setItem throw for those keys. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  constructor(private failOn: string[] = []) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failOn.includes(key)) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    this.items.set(key, value);
  }
}

const ua = "Mozilla/5.0 (test)";
const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i));

describe("the consent record", () => {
  it("has status, an ISO timestamp and the user agent (docs/product.md §3)", () => {
    expect(createRecord("granted", at(5), ua)).toEqual({
      status: "granted",
      timestamp: "2026-01-01T00:00:05.000Z",
      userAgent: ua,
    });
  });

  it("keeps the last 50 records of 51 changes, oldest first", () => {
    let log: ConsentRecord[] = [];
    for (let i = 0; i < 51; i++) log = appendToLog(log, createRecord(i % 2 ? "denied" : "granted", at(i), ua));
    expect(log).toHaveLength(LOG_LIMIT);
    expect(log[0]!.timestamp).toBe(at(1).toISOString());
    expect(log.at(-1)!.timestamp).toBe(at(50).toISOString());
  });

  it("treats an unreadable stored log as empty and drops foreign entries", () => {
    expect(parseLog(null)).toEqual([]);
    expect(parseLog("{not json")).toEqual([]);
    expect(parseLog('{"status":"granted"}')).toEqual([]);
    const good = createRecord("denied", at(1), ua);
    expect(parseLog(JSON.stringify([good, { status: "maybe" }, 3]))).toEqual([good]);
  });
});

describe("storeConsent", () => {
  it("writes the status key and appends to the log key", () => {
    const storage = new MemoryStorage();
    const report = vi.fn();
    storeConsent(createRecord("granted", at(1), ua), storage, report);
    storeConsent(createRecord("denied", at(2), ua), storage, report);
    expect(storage.getItem(STATUS_KEY)).toBe("denied");
    expect(parseLog(storage.getItem(LOG_KEY)).map((r) => r.status)).toEqual(["granted", "denied"]);
    expect(report).not.toHaveBeenCalled();
  });

  it("only reports a failing log write, and still stores the status", () => {
    const storage = new MemoryStorage([LOG_KEY]);
    const report = vi.fn();
    expect(() => storeConsent(createRecord("granted", at(1), ua), storage, report)).not.toThrow();
    expect(storage.getItem(STATUS_KEY)).toBe("granted");
    expect(report).toHaveBeenCalledOnce();
    expect(report).toHaveBeenCalledWith("could not write the consent log", expect.any(DOMException));
  });

  it("reports to the console by default and never throws when storage refuses everything", () => {
    const storage = new MemoryStorage([STATUS_KEY, LOG_KEY]);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    storeConsent(createRecord("denied", at(1), ua), storage);
    expect(error).toHaveBeenCalledWith("[consent] could not store the consent status", expect.any(DOMException));
    expect(error).toHaveBeenCalledWith("[consent] could not write the consent log", expect.any(DOMException));
    error.mockRestore();
  });

  it("reports missing storage", () => {
    const report = vi.fn();
    storeConsent(createRecord("denied", at(1), ua), null, report);
    expect(report).toHaveBeenCalledOnce();
  });
});

describe("syncStoredStatus", () => {
  it("mirrors the choice in force and keeps the log", () => {
    const storage = new MemoryStorage();
    storeConsent(createRecord("granted", at(1), ua), storage, vi.fn());
    syncStoredStatus(null, storage);
    expect(storage.getItem(STATUS_KEY)).toBeNull();
    expect(parseLog(storage.getItem(LOG_KEY))).toHaveLength(1);
    syncStoredStatus("denied", storage);
    expect(storage.getItem(STATUS_KEY)).toBe("denied");
  });
});

describe("healing a missing cookie from the browser's record", () => {
  const now = new Date(Date.UTC(2026, 5, 1, 12, 0, 0));
  const made = (status: "granted" | "denied", msAgo: number) => {
    const storage = new MemoryStorage();
    storeConsent(createRecord(status, new Date(now.getTime() - msAgo), ua), storage);
    return storage;
  };

  it("sends again a choice made moments ago (the request a reload cancelled)", () => {
    expect(healableStatus(made("granted", 800), now)).toBe("granted");
    expect(healableStatus(made("denied", HEAL_WINDOW_MS), now)).toBe("denied");
  });

  it("lets an older choice go: an expired or deleted cookie, or an earlier consent revision", () => {
    expect(healableStatus(made("granted", HEAL_WINDOW_MS + 1), now)).toBeNull();
    expect(healableStatus(made("granted", 365 * 24 * 3600 * 1000), now)).toBeNull();
  });

  it("needs the status and its newest log record to agree, and a timestamp not in the future", () => {
    const storage = made("granted", 1000);
    storage.setItem(STATUS_KEY, "denied");
    expect(healableStatus(storage, now)).toBeNull();
    const onlyStatus = new MemoryStorage();
    onlyStatus.setItem(STATUS_KEY, "granted");
    expect(healableStatus(onlyStatus, now)).toBeNull();
    expect(healableStatus(made("granted", -60_000), now)).toBeNull();
    expect(healableStatus(null, now)).toBeNull();
  });
});
