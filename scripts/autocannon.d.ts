// Types for autocannon 8 (it ships none; @types/autocannon describes version 7, whose result
// counts '2XX'... autocannon 8 names '2xx'...). Only the options and results the benchmark
// (bench/run.ts) and the reliability tests (scripts/reliability.ts) use, as autocannon 8's
// lib/run.js, lib/requestIterator.js and lib/aggregateResult.js define them.
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  namespace autocannon {
    /** What one connection's requests share; a fresh copy of `initialContext` ({}) each pass through `requests`. */
    type Context = object;

    interface Request<C extends Context = Record<string, unknown>> {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      /** Called before the request is sent; a falsy result restarts the sequence. */
      setupRequest?: (request: Request<C>, context: C) => Request<C> | null | undefined | false;
      /** Called with each answer: the status, the body as text, the context and the headers. */
      onResponse?: (status: number, body: string, context: C, headers: Record<string, string | string[]>) => void;
    }

    interface Options<C extends Context = Record<string, unknown>> {
      url: string;
      /** Default 10. */
      connections?: number;
      /** Seconds, default 10; `amount` takes precedence. */
      duration?: number | string;
      /** A fixed number of requests instead of a duration. */
      amount?: number;
      /** Requests per second across all connections (0: as fast as answered). */
      overallRate?: number;
      /** Seconds until a request times out, default 10. */
      timeout?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      /** An answer with another body counts as a mismatch. */
      expectBody?: string;
      /** The sequence each connection sends, in a loop. */
      requests?: Request<C>[];
      initialContext?: C;
    }

    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p0_001: number;
      p0_01: number;
      p0_1: number;
      p1: number;
      p2_5: number;
      p10: number;
      p25: number;
      p50: number;
      p75: number;
      p90: number;
      p97_5: number;
      p99: number;
      p99_9: number;
      p99_99: number;
      p99_999: number;
    }

    interface Result {
      title?: string;
      url: string;
      connections: number;
      pipelining: number;
      /** Seconds. */
      duration: number;
      start: Date;
      finish: Date;
      /** Connection errors, timeouts included. */
      errors: number;
      timeouts: number;
      mismatches: number;
      non2xx: number;
      resets: number;
      "1xx": number;
      "2xx": number;
      "3xx": number;
      "4xx": number;
      "5xx": number;
      statusCodeStats: Record<string, { count: number }>;
      /** Milliseconds. */
      latency: Histogram & { totalCount: number };
      /** Requests per second; `total` is the number answered. */
      requests: Histogram & { sent: number };
      /** Bytes per second. */
      throughput: Histogram;
    }
  }

  function autocannon<C extends autocannon.Context = Record<string, unknown>>(
    options: autocannon.Options<C>,
    callback: (error: Error | null, result: autocannon.Result) => void,
  ): EventEmitter & {
    /** Ends the run early (lib/run.js `tracker.stop`); the callback then gets the result so far. */
    stop(): void;
  };

  export = autocannon;
}
