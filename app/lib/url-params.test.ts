import { describe, expect, it } from "vitest";
import { cacheablePath, withoutTrackingParams } from "./url-params";

describe("the query of a page's address", () => {
  it("keeps content parameters in a cache's address, leaves tracking ones out, refuses others", () => {
    expect(cacheablePath("/blog")).toBe("/blog");
    expect(cacheablePath("/blog?category=strategy&page=2")).toBe("/blog?category=strategy&page=2");
    expect(cacheablePath("/blog?utm_source=x&category=strategy&fbclid=IwAR1")).toBe("/blog?category=strategy");
    expect(cacheablePath("/?fbclid=IwAR1&utm_medium=social")).toBe("/");
    expect(cacheablePath("/?x=1")).toBeNull();
    expect(cacheablePath("/?utm_source=x&preview=1")).toBeNull();
    // names as sent: an encoded name is not the parameter it spells
    expect(cacheablePath("/?%6Cng=en")).toBeNull();
    expect(cacheablePath("//evil.example/")).toBeNull();
    expect(cacheablePath("http://evil.example/")).toBeNull();
    expect(cacheablePath(`/?lng=${"x".repeat(600)}`)).toBeNull();
  });

  it("drops tracking parameters from an address a page repeats, and leaves other queries as they are", () => {
    expect(withoutTrackingParams("")).toBe("");
    expect(withoutTrackingParams("?tab=story&x=a%20b")).toBe("?tab=story&x=a%20b");
    expect(withoutTrackingParams("?utm_source=news&tab=story&fbclid=1")).toBe("?tab=story");
    expect(withoutTrackingParams("?gclid=1")).toBe("");
  });
});
