import { describe, expect, it } from "vitest";
import { createLogger } from "./log.server";

describe("the logger", () => {
  it("writes no attempt or workspace id from an error message (e.g. a failed foreign key)", () => {
    const lines: string[] = [];
    const log = createLogger({ json: true, destination: { write: (line: string) => lines.push(line) } });
    const error = Object.assign(
      new Error(
        'insert or update on table "exit_ready_answers" violates foreign key constraint: Key (attempt_id)=(3f1c7a7e-1111-4444-8888-123456789abc) is not present',
      ),
      { code: "23503" },
    );
    log.error("exit-ready answer not stored", { error });
    const entry = JSON.parse(lines[0]!) as { error: { message: string; code: string } };
    expect(entry.error.message).toContain("Key (attempt_id)=(:id)");
    expect(entry.error.code).toBe("23503");
    expect(lines[0]).not.toContain("3f1c7a7e");
  });
});
