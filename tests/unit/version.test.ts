import { describe, expect, it } from "vitest";
import { compareVersions, isApiNewer } from "~/lib/version";

describe("compareVersions", () => {
  it("compares numerically, part by part", () => {
    expect(compareVersions("1.10.0", "1.9.3")).toBe(1);
    expect(compareVersions("1.0.0", "1.0.0")).toBe(0);
    expect(compareVersions("1.0", "1.0.0")).toBe(0);
    expect(compareVersions("0.0.1", "1.0.0")).toBe(-1);
    expect(compareVersions("v2.0.0", "1.99.99")).toBe(1);
  });
});

describe("isApiNewer", () => {
  it("is true only for an API newer than the storefront", () => {
    expect(isApiNewer("9.0.0", "1.0.0")).toBe(true);
    expect(isApiNewer("1.0.1", "1.0.0")).toBe(true);
    expect(isApiNewer("1.0.0", "1.0.0")).toBe(false);
    // The fallback for a failed version call never blocks the shop.
    expect(isApiNewer("0.0.1", "1.0.0")).toBe(false);
  });
});
