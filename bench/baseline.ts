// The benchmark's baseline: a bare Node http server in a process of its own (as the app has one),
// sending the exact bytes the app sent for each path. Usage: tsx bench/baseline.ts PORT BODIES.json
// (bench/run.ts starts it with `node --import tsx` and waits for its "ready" message)
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

/** BODIES.json: per path, the app's answer (the body base64-encoded), written by bench/run.ts. */
export type RecordedBodies = Record<string, { status: number; type: string | null; body: string }>;

const [port, file] = process.argv.slice(2);
if (file === undefined) throw new Error("usage: tsx bench/baseline.ts PORT BODIES.json");
const recorded: RecordedBodies = JSON.parse(readFileSync(file, "utf8"));
const bodies = new Map(
  Object.entries(recorded).map(([path, b]) => [path, { ...b, body: Buffer.from(b.body, "base64") }]),
);
createServer((req, res) => {
  const b = bodies.get(req.url ?? "/") ?? bodies.get("/");
  // both always recorded: "/" is a target, and every answer of the app has a Content-Type
  if (!b) throw new Error(`no body recorded for ${req.url} or /`);
  if (b.type === null) throw new Error(`no Content-Type recorded for ${req.url}`);
  res.writeHead(b.status, { "Content-Type": b.type, "Content-Length": b.body.length });
  res.end(b.body);
}).listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
