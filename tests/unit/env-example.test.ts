/** `.env.example` names every setting of the README's configuration table, and nothing else. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");

function readmeSettings(): string[] {
  const lines = read("README.md").split("\n");
  const start = lines.findIndex((line) => line.startsWith("| variable | default | what |"));
  expect(start).toBeGreaterThan(0);
  const rows: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(line.split(" | ")[0]!);
  }
  return rows.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!));
}

describe(".env.example", () => {
  it("lists the README's settings, in its order", () => {
    const listed = [...read(".env.example").matchAll(/^#([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect(listed).toEqual(readmeSettings());
  });
});
