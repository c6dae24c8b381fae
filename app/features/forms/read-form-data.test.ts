import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readFormData } from "./submit.server";

// readFormData parses a urlencoded body server/app.ts already read; it must give exactly what the
// Request's own formData() gives for the same bytes.

const TYPE = "application/x-www-form-urlencoded";
const viaRequest = (body: Buffer) =>
  new Request("http://localhost/audit", {
    method: "POST",
    headers: { "content-type": TYPE },
    body: new Uint8Array(body),
  }).formData();
const entries = (form: FormData) => [...form.entries()];

describe("readFormData", () => {
  it("gives the same entries as Request.formData() for the same bytes", async () => {
    const pieces = ["a", "=", "&", "+", "%", "%2", "%41", "%C3%A4", "%FF", "ä", "€", "😀", "\uFEFF", " ", "\r\n", ";"];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string()), { maxLength: 30 }),
        fc.uint8Array({ maxLength: 8 }),
        async (parts, raw) => {
          const body = Buffer.concat([Buffer.from(parts.join("")), Buffer.from(raw)]);
          const request = new Request("http://localhost/audit", { method: "POST", body: new Uint8Array(body) });
          expect(entries(await readFormData(request, { urlencodedBody: body }))).toEqual(
            entries(await viaRequest(body)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it("reads the Request when no urlencoded body was handed over", async () => {
    const body = Buffer.from("name=Bench+Mark&email=a%40example.com&name=2");
    const request = new Request("http://localhost/audit", {
      method: "POST",
      headers: { "content-type": TYPE },
      body: new Uint8Array(body),
    });
    expect(entries(await readFormData(request, {}))).toEqual([
      ["name", "Bench Mark"],
      ["email", "a@example.com"],
      ["name", "2"],
    ]);
  });
});
