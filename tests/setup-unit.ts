import { afterEach, beforeEach, vi } from "vitest";

// A test fails on an unexpected console.error: errors must be asserted, not ignored.
let spy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(" ")}`);
  });
});
afterEach(() => {
  spy?.mockRestore();
});
