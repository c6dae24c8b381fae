// Writes docs/webhook-events.schema.json, the JSON Schema (draft-07) of every webhook event the
// site sends, from the catalogue (app/webhook-events.ts), formatted as the repository's other
// files. app/webhook-events.test.ts fails when the file is not what this writes.
import { writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { webhookJsonSchema } from "../app/webhook-events";

export const WEBHOOK_SCHEMA_FILE = "docs/webhook-events.schema.json";
export const webhookSchemaText = async () =>
  format(JSON.stringify(webhookJsonSchema()), { ...(await resolveConfig(WEBHOOK_SCHEMA_FILE)), parser: "json" });

if (process.argv[1]?.endsWith("webhook-schema.ts")) {
  writeFileSync(WEBHOOK_SCHEMA_FILE, await webhookSchemaText());
  console.info(`wrote ${WEBHOOK_SCHEMA_FILE}`);
}
