import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_ARGS } from "../../scripts/server-command";

describe("the production server's command", () => {
  it("is the same in the image, in npm run serve and in the tools", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync("Dockerfile", "utf8"))?.[1];
    expect(JSON.parse(cmd ?? "null")).toEqual(["node", ...SERVER_NODE_ARGS]);
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.serve).toBe(`NODE_ENV=\${NODE_ENV:-production} node ${SERVER_NODE_ARGS.join(" ")}`);
  });
});
