// The server's module as Remix compiles it (remix.config.js `server`): the app's build and the
// HTTP server in one module graph, so each app module exists once in the process (the render cache
// key, the request log and the pages share one registry and one cookie parser). build/start.js
// calls main(); tests serve `build` with createApp.
import * as build from "@remix-run/dev/server-build";

export { build };
export { createApp } from "./app";
export { main } from "./main";
export { createMetricsServer } from "./metrics";
