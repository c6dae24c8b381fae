// How every tool starts the production build: as the image does (Dockerfile CMD, package.json
// `serve`; tests/integration/server-command.test.ts holds them to this), so tests and benches measure what runs. The
// heap limits keep an instance within the memory budget (docs/operations.md, "The image").
export const SERVER_NODE_ARGS = ["--max-old-space-size=192", "--max-semi-space-size=8", "build/start.js"];
