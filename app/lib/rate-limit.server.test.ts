import { describe, expect, it } from "vitest";
import { rateLimitBucket, rateLimitClient } from "./rate-limit.server";

// Rate limits count an IPv6 client by its /64 (docs/security.md, "Spam and abuse of the forms").

const SECRET = "s".repeat(40);
const bucket = (address: string) => rateLimitBucket("contact", address, SECRET);

describe("rateLimitClient", () => {
  it.each([
    // IPv4 as it is
    ["203.0.113.7", "203.0.113.7"],
    ["203.0.113.7:51234", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    // IPv4-mapped IPv6 and NAT64 are the IPv4 address
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:203.0.113.7", "203.0.113.7"],
    ["::ffff:cb00:7107", "203.0.113.7"],
    ["0:0:0:0:0:ffff:cb00:7107", "203.0.113.7"],
    ["[::ffff:203.0.113.7]:443", "203.0.113.7"],
    ["64:ff9b::203.0.113.7", "203.0.113.7"],
    // IPv6 by its /64, whatever the spelling
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:0000:0000:0000:0001", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["[2001:db8:1:2::9]:8080", "2001:db8:1:2::/64"],
    ["[fe80::1%25en0]", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["::", "0:0:0:0::/64"],
    ["2001:db8:1:2:3:4:1.2.3.4", "2001:db8:1:2::/64"],
    // not an address: used as it is
    ["unknown", "unknown"],
    ["not:an:address", "not:an:address"],
  ])("%s counts as %s", (address, client) => {
    expect(rateLimitClient(address)).toBe(client);
  });

  it.each([
    ["2001:db8:1:200::1", "2001:db8:1:200::/56"],
    ["2001:db8:1:2ff:ffff::1", "2001:db8:1:200::/56"],
    ["2001:db8:1:3ff::1", "2001:db8:1:300::/56"],
    ["203.0.113.7", "203.0.113.7"],
  ])("%s counts as %s by its /56", (address, client) => {
    expect(rateLimitClient(address, 56)).toBe(client);
  });
});

describe("rateLimitBucket", () => {
  it.each([
    ["2001:db8:1:2::1", "2001:db8:1:2::2"],
    ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:0DB8:0001:0002:1111:2222:3333:4444"],
    ["2001:db8:1:2::1", "[2001:db8:1:2::7]:443"],
    ["fe80::1%eth0", "fe80::2%wlan0"],
    ["::ffff:1.2.3.4", "1.2.3.4"],
    ["::ffff:0102:0304", "1.2.3.4"],
    ["64:ff9b::1.2.3.4", "1.2.3.4"],
    // 6to4: the whole 2002:0102:0304::/48 belongs to 1.2.3.4
    ["2002:0102:0304:0001::1", "1.2.3.4"],
    ["2002:102:304:ffff:1:2:3:4", "1.2.3.4"],
    ["1.2.3.4:5555", "1.2.3.4"],
  ])("%s and %s share a bucket", (a, b) => {
    expect(bucket(a)).toBe(bucket(b));
  });

  it.each([
    ["2001:db8:1:2::1", "2001:db8:1:3::1"],
    ["2001:db8:1:2::1", "2001:db8:2:2::1"],
    ["2001:db8::1", "2001:db9::1"],
    ["1.2.3.4", "1.2.3.5"],
    ["::ffff:1.2.3.4", "::ffff:1.2.3.5"],
    ["::ffff:1.2.3.4", "::1.2.3.4"],
    ["1.2.3.4", "2001:db8:1:2::1"],
  ])("%s and %s have different buckets", (a, b) => {
    expect(bucket(a)).not.toBe(bucket(b));
  });

  it("keeps forms apart and stores no address", () => {
    expect(rateLimitBucket("audit", "1.2.3.4", SECRET)).not.toBe(rateLimitBucket("contact", "1.2.3.4", SECRET));
    expect(bucket("2001:db8:1:2::1")).toMatch(/^contact:[A-Za-z0-9_-]{22}$/);
    expect(bucket("2001:db8:1:2::1")).not.toContain("2001");
  });
});
