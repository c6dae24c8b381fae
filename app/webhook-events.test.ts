import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WEBHOOK_SCHEMA_FILE, webhookSchemaText } from "../scripts/webhook-schema";

// The JSON Schema a receiver validates against is the catalogue's (every delivered event is
// checked against the file in tests/integration/webhooks.test.ts).
describe("the webhook event catalogue", () => {
  it("is what docs/webhook-events.schema.json says (npx tsx scripts/webhook-schema.ts writes it)", async () => {
    expect(readFileSync(WEBHOOK_SCHEMA_FILE, "utf8")).toBe(await webhookSchemaText());
  });
});
