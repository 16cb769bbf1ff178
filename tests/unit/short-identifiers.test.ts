/** Production class and custom property names (decision 206): short, valid, and never the same for two styles. */
import { join } from "node:path";
import hash from "@emotion/hash";
import { describe, expect, it } from "vitest";
import { prefixOf, shortIdentifiers, styleFiles } from "../../tools/vite/short-identifiers";

const root = join(import.meta.dirname, "../..");
const packageName = "eyewear-storefront";
const files = styleFiles(root);
const identify = shortIdentifiers(root);

/** What vanilla-extract hands the function for a file's `count`th identifier. */
const identifier = (filePath: string, count: number) =>
  identify({ hash: hash(`${packageName}${filePath}`) + count.toString(36), filePath, packageName });

describe("short identifiers", () => {
  it("give every style file of the project a prefix, the most repeated ones a letter of their own", () => {
    expect(files.length).toBeGreaterThan(26);
    expect(files.slice(0, 4)).toEqual([
      "app/styles/theme.css.ts",
      "app/components/product/tile.css.ts",
      "app/components/menu/mega-menu.css.ts",
      "app/components/ui/button.css.ts",
    ]);
    expect(identifier("app/styles/theme.css.ts", 0)).toBe("A0");
    expect(identifier("app/components/product/tile.css.ts", 37)).toBe("B11");
    expect([prefixOf(0), prefixOf(25), prefixOf(26), prefixOf(27), prefixOf(701)]).toEqual(["A", "Z", "AA", "AB", "ZZ"]);
  });

  it("never give two styles the same name, and every name is a valid identifier", () => {
    const seen = new Map<string, string>();
    for (const file of files) {
      for (let count = 0; count < 400; count++) {
        const name = identifier(file, count);
        expect(name).toMatch(/^[A-Z]{1,2}[0-9a-z]+$/);
        expect(seen.get(name), `${file} #${count}`).toBeUndefined();
        seen.set(name, `${file} #${count}`);
      }
    }
  });

  it("leave a package's styles with vanilla-extract's own hash, which no prefix can meet", () => {
    const filePath = "dist/styles.css.ts";
    const own = hash(`some-package${filePath}`) + "3";
    const name = identify({ hash: own, filePath, packageName: "some-package" });
    expect(name.replace(/^_/, "")).toBe(own);
    expect(name).toMatch(/^[_a-z]/);
  });
});
