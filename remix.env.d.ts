/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// React's web-streams renderer (app/entry.server.tsx): the same API as react-dom/server's
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
