// The servers the browser tests run against (playwright.config.ts starts both).

/** the production build with rate limits off: every spec but rate-limit.spec.ts */
export const port = Number(process.env.E2E_PORT ?? 3210);

/** the same build with rate limits on, a budget of one per form and client (tests/e2e/rate-limit.spec.ts) */
export const limitedPort = Number(process.env.E2E_LIMITED_PORT ?? port + 100);
