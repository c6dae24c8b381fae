import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  test: {
    // the exhaustive sweeps only with TEST_SWEEP=1 (`npm run test:sweep`; tests/sweep.ts)
    include: process.env.TEST_SWEEP
      ? ["tests/integration/**/*.sweep.test.ts"]
      : ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "server/**/*.test.ts", "tests/integration/**/*.test.ts"],
    exclude: process.env.TEST_SWEEP ? [] : ["**/node_modules/**", "**/*.sweep.test.ts"],
    environment: "node",
    setupFiles: ["tests/setup-unit.ts"],
    // The production build is one bundle Node loads as it is in production: through Vite's
    // transform it took two to three times as long to import, in every test file that serves it.
    server: { deps: { external: [/\/build\/server\//] } },
    globalSetup: [
      "tests/run-tmpdir.ts",
      "tests/integration/pglite-snapshot.ts",
      "tests/integration/postgres-schemas.ts",
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; two workers fit this 2-core machine. Worker threads rather than
    // child processes: each file still gets fresh module state, with about a tenth less CPU time.
    pool: "threads",
    maxWorkers: 2,
  },
});
