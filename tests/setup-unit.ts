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

// TEST_CLOCK=2026-12-05T11:00:00Z runs the tests as if it were then (the clock still advances):
// tests whose rule is about time must hold at any hour and weekday, and this is how to see it.
if (process.env.TEST_CLOCK) {
  vi.useFakeTimers({ now: new Date(process.env.TEST_CLOCK), toFake: ["Date"], shouldAdvanceTime: true });
}
