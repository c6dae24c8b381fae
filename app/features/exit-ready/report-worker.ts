import { renderReport, type ReportData } from "./report.server";

// The worker thread that renders reports (./report-pool.server.ts), bundled on its own as
// build/report-worker.js (scripts/build-server.ts): the library and each rendering's CPU stay off
// the server's event loop.

export default async function render(data: ReportData): Promise<Uint8Array> {
  return new Uint8Array(await renderReport(data));
}
