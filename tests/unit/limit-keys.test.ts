/**
 * Who a limit counts (config/client-address.ts, docs/decisions/273-limits-per-ipv6-network.md): an
 * IPv6 subscriber's whole /64 is one caller, an IPv4-mapped address is its IPv4 one.
 */
import { describe, expect, it } from "vitest";
import { limitKeyOf } from "@config/client-address";

describe("limit keys", () => {
  it("keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as it", () => {
    expect(limitKeyOf("198.51.100.7")).toBe("198.51.100.7");
    expect(limitKeyOf("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(limitKeyOf("::FFFF:c633:6407")).toBe("198.51.100.7");
  });

  it("counts every address of an IPv6 /64 as one, however it is written", () => {
    const key = limitKeyOf("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const address of ["2001:db8:1:2::c", "2001:0db8:0001:0002:ffff:ffff:ffff:ffff", " 2001:DB8:1:2:0:0:0:9 ", "2001:db8:1:2::1%eth0"])
      expect(limitKeyOf(address), address).toBe(key);
    expect(limitKeyOf("2001:db8:1:3::1")).not.toBe(key);
  });

  it("leaves anything else as it is: an account's email, an unknown caller, a key already made", () => {
    for (const other of ["ada@example.com", "unknown", "2001:db8:1:2::/64", "12345"]) expect(limitKeyOf(other)).toBe(other);
  });
});
