import { once } from "node:events";
import { createServer, type IncomingHttpHeaders } from "node:http";
import { Webhook } from "standardwebhooks";

// A webhook receiver as a consultant's system runs one: an HTTP server on 127.0.0.1 that verifies
// every request's signature with the Standard Webhooks library and keeps what it got. `answer`
// decides each reply (a status, or "hang" to never answer).

export interface Received {
  id: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** the event when its signature verified, else the verification's error */
  event: { type: string; timestamp: string; data: Record<string, unknown> } | null;
  error: string | null;
}

export async function startReceiver(secret: string, answer: (n: number) => number | "hang" = () => 204) {
  const received: Received[] = [];
  const verifier = new Webhook(secret);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let event: Received["event"] = null;
      let error: string | null = null;
      try {
        event = verifier.verify(body, req.headers as Record<string, string>) as Received["event"];
      } catch (e) {
        error = (e as Error).message;
      }
      received.push({ id: String(req.headers["webhook-id"]), headers: req.headers, body, event, error });
      const reply = answer(received.length);
      if (reply === "hang") return;
      res.writeHead(reply).end();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}
