// The benchmark's baseline: a bare Node http server in a process of its own (as the app has one),
// sending the exact bytes the app sent for each path. Usage: node bench/baseline.mjs PORT BODIES.json
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [port, file] = process.argv.slice(2);
const bodies = new Map(
  Object.entries(JSON.parse(readFileSync(file, "utf8"))).map(([path, b]) => [
    path,
    { ...b, body: Buffer.from(b.body, "base64") },
  ]),
);
createServer((req, res) => {
  const b = bodies.get(req.url) ?? bodies.get("/");
  res.writeHead(b.status, { "Content-Type": b.type, "Content-Length": b.body.length });
  res.end(b.body);
}).listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
