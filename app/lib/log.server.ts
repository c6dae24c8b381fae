import { createRequire } from "node:module";
import { pino, type DestinationStream, type Logger as Pino } from "pino";
import { redactUuids } from "./redact";

// Structured logs with pino: one JSON object per line in production (`time`, `level`, `msg`, then
// the fields), readable lines elsewhere (pino-pretty). The request log line is pino-http's, in the
// same format (server/app.ts). Never log secrets or personal data (names, emails, messages, full
// IP addresses). Calls read `log.info(message, fields)`.

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
  /** the pino logger underneath (pino-http writes the request log line with it) */
  readonly pino: Pino;
}

export interface LoggerOptions {
  level?: LogLevel;
  json?: boolean;
  bindings?: Record<string, unknown>;
  /** where every line goes; default: stdout */
  destination?: { write(line: string): unknown };
}

/** An error as logged: name, message and code; a message may quote a value (ADR 041), ids go. */
const error = (value: unknown) =>
  value instanceof Error
    ? { name: value.name, message: redactUuids(value.message), code: (value as { code?: unknown }).code }
    : value;

/** pino-pretty when it is installed (a development dependency); else JSON lines. */
function readable(destination: LoggerOptions["destination"]): DestinationStream | null {
  try {
    const pretty = createRequire(import.meta.url)("pino-pretty") as (options: object) => DestinationStream;
    return pretty({ sync: true, colorize: false, ignore: "pid,hostname", destination: destination ?? 1 });
  } catch {
    return null;
  }
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const destination =
    (!options.json && readable(options.destination)) || (options.destination as DestinationStream | undefined);
  const base = pino(
    {
      level: options.level ?? "info",
      base: options.bindings ?? null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { error },
    },
    destination ?? pino.destination({ sync: true }),
  );
  return wrap(base);
}

function wrap(p: Pino): Logger {
  return {
    debug: (msg, fields) => p.debug(fields ?? {}, msg),
    info: (msg, fields) => p.info(fields ?? {}, msg),
    warn: (msg, fields) => p.warn(fields ?? {}, msg),
    error: (msg, fields) => p.error(fields ?? {}, msg),
    child: (fields) => wrap(p.child(fields)),
    pino: p,
  };
}
