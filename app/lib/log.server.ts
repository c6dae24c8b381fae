import { redactUuids } from "./redact";

// Structured logs: one JSON object per line in production, readable lines elsewhere.
// Never log secrets or personal data (names, emails, messages, full IP addresses).

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

export interface LoggerOptions {
  level?: LogLevel;
  json?: boolean;
  bindings?: Record<string, unknown>;
  /** where every line goes; default: stdout for debug and info, stderr for warn and error */
  destination?: { write(line: string): unknown };
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const level = order[options.level ?? "info"];
  const json = options.json ?? false;
  const bindings = options.bindings ?? {};
  const write = (lvl: Exclude<LogLevel, "silent">, msg: string, fields?: Record<string, unknown>) => {
    if (order[lvl] < level) return;
    const entry = { time: new Date().toISOString(), level: lvl, msg, ...bindings, ...serialize(fields) };
    const stream = options.destination ?? (lvl === "error" || lvl === "warn" ? process.stderr : process.stdout);
    if (json) {
      stream.write(`${JSON.stringify(entry)}\n`);
    } else {
      const { time, level: _l, msg: _m, ...rest } = entry;
      const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : "";
      stream.write(`${time} ${lvl.toUpperCase().padEnd(5)} ${msg}${extra}\n`);
    }
  };
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
    child: (fields) => createLogger({ ...options, bindings: { ...bindings, ...fields } }),
  };
}

function serialize(fields?: Record<string, unknown>) {
  if (!fields) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    out[key] =
      value instanceof Error
        ? // an error message may quote a value, e.g. the attempt id of a failed foreign key (ADR 041)
          { name: value.name, message: redactUuids(value.message), code: (value as { code?: unknown }).code }
        : value;
  }
  return out;
}
