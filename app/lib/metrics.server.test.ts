import { describe, expect, it } from "vitest";
import { pages } from "~/pages";
import { methodLabel, ROUTE_LABELS, routeLabel } from "./metrics.server";
import { pageForPath } from "./routing";

// The labels of http_request_duration_seconds (docs/operations.md, "Metrics"; ADR 070): a fixed,
// secret-free set whatever path a client sends.

describe("routeLabel", () => {
  it("names a page of the registry by its id, in either language, whatever its parameters hold", () => {
    expect(routeLabel("/exit-strategie", pageForPath("/exit-strategie"))).toBe("exit-strategy");
    expect(routeLabel("/exit-strategy?lng=en", pageForPath("/exit-strategy"))).toBe("exit-strategy");
    const token = "Zk3Q9xR2mW7pL4vT8nB6cY1dF5gH0jKs";
    const manage = `/strategiegespraech/termin/${token}`;
    expect(routeLabel(manage, pageForPath(manage))).toBe("booking");
    const result = "/exitready/0b7c3c1e-2f4a-4d7e-9a51-3c2b1a0f9e8d/result";
    expect(routeLabel(result, pageForPath(result))).toBe("exit-ready-result");
    // single fetch's data request of a page: the page it names
    expect(routeLabel("/kontakt.data", pageForPath("/kontakt"))).toBe("contact");
  });

  it("names resource routes and blog articles by their route id, and anything else not-found", () => {
    expect(routeLabel("/healthz", undefined)).toBe("healthz");
    expect(routeLabel("/readyz/", undefined)).toBe("readyz");
    expect(routeLabel("/sitemap.xml", undefined)).toBe("sitemap");
    expect(routeLabel("/blog/rss.xml?lng=en", undefined)).toBe("blog-rss");
    expect(routeLabel("/locales/de", undefined)).toBe("locales");
    expect(routeLabel("/kalender/6f1c0a9b8e7d6c5b4a39281706f5e4d3c2b1a0f9.ics", undefined)).toBe("bookings-feed");
    expect(routeLabel("/blog/entscheidungen-delegieren", undefined)).toBe("blog-article");
    expect(routeLabel("/metrics", undefined)).toBe("not-found");
    expect(routeLabel("/wp-login.php", undefined)).toBe("not-found");
    expect(routeLabel("/Kalender/x/y/z", undefined)).toBe("not-found");
  });

  it("is always one of a fixed set: every page id, every resource route, and a few more", () => {
    for (const page of pages) expect(ROUTE_LABELS.has(page.id)).toBe(true);
    for (const label of ["healthz", "readyz", "blog-article", "not-found", "static", "build", "other"]) {
      expect(ROUTE_LABELS.has(label)).toBe(true);
    }
    const paths = ["/", "/x", "/a/b/c", "/blog/x", "/blog/x/y", "/locales/xx", "/kalender/1", "/%00", "//", ""];
    for (const path of paths) expect(ROUTE_LABELS.has(routeLabel(path, pageForPath(path)))).toBe(true);
  });
});

describe("methodLabel", () => {
  it("keeps the usual methods and folds the rest into one", () => {
    expect(methodLabel("GET")).toBe("GET");
    expect(methodLabel("POST")).toBe("POST");
    expect(methodLabel("PROPFIND")).toBe("other");
  });
});
