/** The decision index lists every record under its own title, so a newcomer finds them all in one place. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = join(import.meta.dirname, "../../docs/decisions");
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith("000-"));
const index = readFileSync(join(folder, "README.md"), "utf8");

describe("decision records", () => {
  it.each(records)("%s is listed in docs/decisions/README.md under its title", (name) => {
    const title = readFileSync(join(folder, name), "utf8").split("\n")[0]?.replace(/^#\s*/, "");
    expect(index).toContain(`[${title}](${name})`);
  });

  it("have unique numbers", () => {
    const numbers = records.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
