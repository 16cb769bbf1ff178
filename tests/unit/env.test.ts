import { describe, expect, it } from "vitest";
import { defaultIndexUrl, EnvError, loopbackHost, parseEnv } from "~/lib/env.server";

describe("parseEnv", () => {
  it("says free shipping only for the embedded demo store, unless FREE_SHIPPING says otherwise (docs/product/texts-and-constants.md#shipping-claims)", () => {
    const remote = "https://shop.example/wp-json/vuefront/v1/graphql";
    expect(parseEnv({}).env.freeShipping).toBe(true);
    expect(parseEnv({ COMMERCE_API_PROFILE: "stock" }).env.freeShipping).toBe(false);
    expect(parseEnv({ COMMERCE_API_PROFILE: "wordpress" }).env.freeShipping).toBe(false);
    expect(parseEnv({ COMMERCE_API_URL: remote }).env.freeShipping).toBe(false);
    expect(parseEnv({ COMMERCE_API_URL: remote, FREE_SHIPPING: "on" }).env.freeShipping).toBe(true);
    expect(parseEnv({ FREE_SHIPPING: "off" }).env.freeShipping).toBe(false);
    expect(() => parseEnv({ FREE_SHIPPING: "yes" })).toThrow(/FREE_SHIPPING/);
  });

  it("defaults to the embedded API on this server's own port", () => {
    const { env, warnings } = parseEnv({});
    expect(env).toMatchObject({
      mode: "development",
      port: 3000,
      apiUrl: "http://127.0.0.1:3000/api/graphql",
      indexUrl: "http://127.0.0.1:3000/api/index.php",
      embeddedApi: true,
      apiTimeoutMs: 8000,
    });
    expect(env.sessionSecrets).toHaveLength(1);
    expect(warnings.join()).toMatch(/SESSION_SECRET is not set/);
  });

  it("points at a remote API, deriving OpenCart's index endpoint", () => {
    const { env } = parseEnv({
      COMMERCE_API_URL: "https://shop.example/index.php?route=extension/module/d_vuefront/graphql",
      COMMERCE_API_TIMEOUT_MS: "2500",
      PORT: "8080",
      SESSION_SECRET: "new-secret-0123456789, old-secret-0123456789",
    });
    expect(env).toMatchObject({
      embeddedApi: false,
      indexUrl: "https://shop.example/index.php",
      apiTimeoutMs: 2500,
      port: 8080,
      sessionSecrets: ["new-secret-0123456789", "old-secret-0123456789"],
    });
  });

  it("refuses to start in production without a session secret", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrowError(EnvError);
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrowError(/SESSION_SECRET: is required in production/);
  });

  it("names every wrong variable in one message", () => {
    let message = "";
    try {
      parseEnv({ PORT: "eighty", COMMERCE_API_URL: "ftp://x", COMMERCE_API_TIMEOUT_MS: "-1", DATABASE_URL: "mysql://db" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid environment configuration:/);
    for (const name of ["PORT", "COMMERCE_API_URL", "COMMERCE_API_TIMEOUT_MS", "DATABASE_URL"]) expect(message).toContain(`- ${name}:`);
  });

  it("refuses a store on a port fetch will not call, saying so (not a bare 'Network Error' later)", () => {
    expect(() => parseEnv({ COMMERCE_API_URL: "http://203.0.113.5:6000/index.php?route=extension/module/vuefront" })).toThrowError(
      /COMMERCE_API_URL: uses port 6000, which fetch refuses to call/,
    );
    expect(parseEnv({ COMMERCE_API_URL: "http://203.0.113.5:8080/graphql" }).env.embeddedApi).toBe(false);
  });

  it("treats empty values as unset and rejects an index URL without an API URL", () => {
    expect(parseEnv({ COMMERCE_API_URL: "", HOST: "" }).env.embeddedApi).toBe(true);
    expect(() => parseEnv({ COMMERCE_INDEX_URL: "https://shop.example/index.php" })).toThrowError(/COMMERCE_INDEX_URL/);
  });

  it("reaches itself on the configured host unless that is a wildcard", () => {
    expect(loopbackHost(undefined)).toBe("127.0.0.1");
    expect(loopbackHost("0.0.0.0")).toBe("127.0.0.1");
    expect(loopbackHost("::1")).toBe("[::1]");
    expect(loopbackHost("10.0.0.5")).toBe("10.0.0.5");
    expect(defaultIndexUrl("http://api.example:81/v1/graphql")).toBe("http://api.example:81/v1/index.php");
  });

  it("reads the cookie domain a real store on a sibling host shares with the shop (decision 222)", () => {
    expect(parseEnv({}).env.storeCookieDomain).toBeUndefined();
    expect(parseEnv({ STORE_COOKIE_DOMAIN: ".Example.com" }).env.storeCookieDomain).toBe(".example.com");
    expect(parseEnv({ STORE_COOKIE_DOMAIN: "shop.example.co.uk" }).env.storeCookieDomain).toBe("shop.example.co.uk");
    for (const wrong of ["https://example.com", "example.com:8080", "exa mple.com", "localhost"])
      expect(() => parseEnv({ STORE_COOKIE_DOMAIN: wrong })).toThrowError(/STORE_COOKIE_DOMAIN/);
  });
});
