import { describe, expect, it } from "vitest";
import { settingsRequested, settingsUrl, withoutSettingsParam } from "./consent";

describe("the settings address", () => {
  it("adds ?consent=settings and the banner's fragment, keeping other parameters", () => {
    expect(settingsUrl("/")).toBe("/?consent=settings#consent");
    expect(settingsUrl("/ueber-mich?lng=en")).toBe("/ueber-mich?lng=en&consent=settings#consent");
    expect(settingsRequested("?lng=en&consent=settings")).toBe(true);
    expect(settingsRequested("?consent=other")).toBe(false);
  });

  it("removes it again", () => {
    expect(withoutSettingsParam("/ueber-mich?lng=en&consent=settings")).toBe("/ueber-mich?lng=en");
    expect(withoutSettingsParam("/?consent=settings")).toBe("/");
    expect(withoutSettingsParam("/blog?page=2")).toBe("/blog?page=2");
  });
});
