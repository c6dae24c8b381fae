import { describe, expect, it } from "vitest";
import { pages } from "~/pages";
import { localizedPath, pageForPath, translateUrl } from "./routing";

describe("route table", () => {
  it("has unique ids and unique paths", () => {
    const ids = pages.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const paths = pages.flatMap((p) => (p.en ? [p.de, p.en] : [p.de]));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("contains every pair of docs/product.md §2", () => {
    const pairs = [
      ["/exit-ready-check", "/exitready"],
      ["/unternehmerfreiheit", "/entrepreneurial-freedom"],
      ["/exit-strategie", "/exit-strategy"],
      ["/unternehmensnachfolge", "/business-succession"],
      ["/strategieberatung", "/strategy-consulting"],
      ["/strategieberatung-guide", "/strategy-guide"],
      ["/delegation-strategie", "/delegation-strategy"],
      ["/process-systematisierung", "/process-systematization"],
      ["/team-autonomie", "/team-autonomy"],
      ["/system-builder", "/business-systematization"],
      ["/ceo-coaching", "/executive-coaching"],
      ["/audit", "/business-audit"],
    ];
    for (const [de, en] of pairs) {
      expect(pageForPath(de!)).toMatchObject({ lng: "de" });
      expect(pageForPath(en!)).toMatchObject({ lng: "en" });
      expect(pageForPath(de!)?.page).toBe(pageForPath(en!)?.page);
    }
  });
});

describe("localizedPath", () => {
  it("uses the pair's path, else ?lng=en for English", () => {
    expect(localizedPath("exit-strategy", "de")).toBe("/exit-strategie");
    expect(localizedPath("exit-strategy", "en")).toBe("/exit-strategy");
    expect(localizedPath("about", "de")).toBe("/ueber-mich");
    expect(localizedPath("about", "en")).toBe("/ueber-mich?lng=en");
    expect(localizedPath("home", "en")).toBe("/?lng=en");
    expect(localizedPath("audit", "en", "apply")).toBe("/business-audit#apply");
  });

  it("throws on an unknown page id", () => {
    // @ts-expect-error a page id outside the registry fails `npm run typecheck`
    expect(() => localizedPath("nope", "de")).toThrow(/unknown page/);
  });
});

describe("paths with parameters", () => {
  it("match, build and translate with their parameters", () => {
    expect(pageForPath("/exitready/3f2a/question/4")).toMatchObject({
      lng: "en",
      params: { attempt: "3f2a", n: "4" },
    });
    expect(localizedPath("exit-ready-question", "de", { params: { attempt: "3f2a", n: "4" } })).toBe(
      "/exit-ready-check/3f2a/frage/4",
    );
    expect(translateUrl("/exit-ready-check/3f2a/ergebnis", "en")).toBe("/exitready/3f2a/result");
    expect(translateUrl("/exitready/3f2a/contact?x=1", "de")).toBe("/exit-ready-check/3f2a/kontakt?x=1");
  });
});

describe("translateUrl", () => {
  it("maps pairs both ways and keeps other parameters", () => {
    expect(translateUrl("/unternehmerfreiheit?x=1", "en")).toBe("/entrepreneurial-freedom?x=1");
    expect(translateUrl("/entrepreneurial-freedom", "de")).toBe("/unternehmerfreiheit");
    expect(translateUrl("/ueber-mich?tab=career", "en")).toBe("/ueber-mich?tab=career&lng=en");
    expect(translateUrl("/ueber-mich?lng=en&tab=career", "de")).toBe("/ueber-mich?tab=career");
  });

  it("keeps unknown paths and marks English", () => {
    expect(translateUrl("/blog/some-article", "en")).toBe("/blog/some-article?lng=en");
    expect(translateUrl("/blog/some-article?lng=en", "de")).toBe("/blog/some-article");
  });
});
