/**
 * One address per listing state (app/lib/listing/listing-address.ts, docs/decisions/274-listing-addresses-one-cache-entry.md):
 * any other address of the same listing is sent to it, its tracking parameters kept, so random
 * values of the parameters a listing reads cannot make pages (or cache entries) of their own.
 */
import { describe, expect, it } from "vitest";
import { canonicalCatalogAddress, canonicalListingAddress, canonicalPagedAddress } from "~/lib/listing/listing-address";

const at = (path: string) => new URL(path, "https://shop.example");

describe("a category listing's address", () => {
  it("is left alone when it is its state's own", () => {
    for (const path of ["/store/category/60", "/store/category/60?sort=price&order=DESC", "/store/category/60?filters=2,9&size=40"])
      expect(canonicalCatalogAddress(at(path)), path).toBeNull();
  });

  it("goes to the default for an unknown sort or order, a size off the Load More steps, and parameters it does not read", () => {
    expect(canonicalCatalogAddress(at("/store/category/60?sort=k3j9x"))).toBe("/store/category/60");
    expect(canonicalCatalogAddress(at("/store/category/60?sort=price&order=sideways"))).toBe("/store/category/60?sort=price&order=ASC");
    expect(canonicalCatalogAddress(at("/store/category/60?size=37"))).toBe("/store/category/60?size=40");
    expect(canonicalCatalogAddress(at("/store/category/60?size=99999"))).toBe("/store/category/60?size=500");
    expect(canonicalCatalogAddress(at("/store/category/60?limit=8h2&page=x7"))).toBe("/store/category/60");
  });

  it("keeps tracking parameters, after the listing's own", () => {
    expect(canonicalCatalogAddress(at("/store/category/60?utm_source=mail&sort=x"))).toBe("/store/category/60?utm_source=mail");
    expect(canonicalCatalogAddress(at("/store/category/60?utm_source=mail&sort=name&order=DESC"))).toBeNull();
  });

  it("stays for an unreadable price, which the page answers itself (400), but not for a plain form's fields", () => {
    expect(canonicalCatalogAddress(at("/store/category/60?min_price=cheap"))).toBeNull();
    expect(canonicalCatalogAddress(at("/store/category/60?filters=3&filters=1&min_price="))).toBe("/store/category/60?filters=1,3");
  });
});

describe("a paged listing's address", () => {
  it("goes to the state's own for any page, size, sort or order it cannot use", () => {
    expect(canonicalPagedAddress(at("/store/special?page=abc"))).toBe("/store/special");
    expect(canonicalPagedAddress(at("/store/special?page=1&size=15"))).toBe("/store/special");
    expect(canonicalPagedAddress(at("/store/special?size=33&sort=price%7CDESC"))).toBe("/store/special?sort=price&order=DESC");
    expect(canonicalPagedAddress(at("/store/manufacturer/8?page=2&size=25&sort=name&order=ASC"))).toBe(
      "/store/manufacturer/8?sort=name&order=ASC&size=25&page=2",
    );
    expect(canonicalPagedAddress(at("/store/manufacturer/8?sort=name&order=ASC&size=25&page=2"))).toBeNull();
  });
});

describe("the page cache's lookup", () => {
  it("knows the listings by their id routes, and nothing else", () => {
    expect(canonicalListingAddress(at("/store/category?order=x"))).toBe("/store/category");
    expect(canonicalListingAddress(at("/store/manufacturer?x=1"))).toBe("/store/manufacturer");
    expect(canonicalListingAddress(at("/store/special?sort=zzz"))).toBe("/store/special");
    expect(canonicalListingAddress(at("/store/product/41?sort=zzz"))).toBeNull();
    expect(canonicalListingAddress(at("/eyeglasses?sort=zzz"))).toBeNull();
    // The browser's router asks a page's data at ….data with _routes: its loader redirects it.
    expect(canonicalListingAddress(at("/store/category/60.data?size=40&_routes=routes%2F_shop.store.category.%24id"))).toBeNull();
  });
});
