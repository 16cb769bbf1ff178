/**
 * Filter groups of the catalogue and the menus built on them (shapes, colours, features).
 * Checkbox and radio groups filter by value id; range groups by each value's numeric_value.
 */
import { frameColors } from "@commerce/art/palette";
import { imagePaths } from "@commerce/art/paths";
import { frameShapes } from "@commerce/art/shapes";
import type { Queryable } from "@commerce/db/index";
import { materials } from "@commerce/demo/frames";
import { insertRows } from "@commerce/seed/insert";

export const genders = ["Men", "Women", "Unisex", "Kids"] as const;
export type Gender = (typeof genders)[number];

/** In the order they are kept when a frame qualifies for more than three. */
export const features = [
  "Blue light filtering",
  "Polarized",
  "Eco-friendly",
  "Lightweight",
  "Adjustable nose pads",
  "Spring hinges",
  "Progressive-friendly",
] as const;
export type Feature = (typeof features)[number];

export const rimTypes = ["Full-rim", "Semi-rimless", "Rimless"] as const;
export type RimType = (typeof rimTypes)[number];

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
export const lensWidths = range(44, 58);
export const bridgeWidths = range(14, 22);
/** Two lenses, the bridge and the end pieces: from a kids' 112 mm to an oversized 154 mm. */
export const frameWidths = range(112, 154);

interface GroupDefinition {
  key: "shape" | "color" | "material" | "gender" | "feature" | "rim" | "lensWidth" | "bridgeWidth" | "frameWidth";
  name: string;
  type: "checkbox" | "radio" | "range";
  values: ReadonlyArray<{ name: string; numeric?: number }>;
}

const groups: readonly GroupDefinition[] = [
  { key: "shape", name: "Shape", type: "checkbox", values: frameShapes.map((s) => ({ name: s.name })) },
  { key: "color", name: "Colour", type: "checkbox", values: frameColors.map((c) => ({ name: c.name })) },
  { key: "material", name: "Material", type: "checkbox", values: materials.map((name) => ({ name })) },
  { key: "gender", name: "Gender", type: "checkbox", values: genders.map((name) => ({ name })) },
  { key: "feature", name: "Features", type: "checkbox", values: features.map((name) => ({ name })) },
  { key: "rim", name: "Rim type", type: "radio", values: rimTypes.map((name) => ({ name })) },
  { key: "lensWidth", name: "Lens width", type: "range", values: lensWidths.map((mm) => ({ name: `${mm} mm`, numeric: mm })) },
  { key: "bridgeWidth", name: "Bridge width", type: "range", values: bridgeWidths.map((mm) => ({ name: `${mm} mm`, numeric: mm })) },
  { key: "frameWidth", name: "Frame width", type: "range", values: frameWidths.map((mm) => ({ name: `${mm} mm`, numeric: mm })) },
];

export type FilterGroupKey = GroupDefinition["key"];

/** Looks up filter value ids by group and value name (or millimetres for the range groups). */
export class FilterIndex {
  constructor(private ids: Map<string, number>) {}

  id(group: FilterGroupKey, value: string | number): number {
    const id = this.ids.get(`${group}:${value}`);
    if (id === undefined) throw new Error(`No ${group} filter value ${value}`);
    return id;
  }
}

/** Popular first: the shape menu shows the first six. */
const menuShapeOrder = ["round", "cat-eye", "aviator", "square", "rectangle", "wayfarer", "oval", "browline", "geometric", "oversized"];

export async function seedFilters(db: Queryable): Promise<FilterIndex> {
  const groupRows: Array<{ id: number; name: string; type: string; sort_order: number }> = [];
  const filterRows: Array<{ id: number; filter_group_id: number; name: string; numeric_value: number | null; sort_order: number }> = [];
  const ids = new Map<string, number>();
  groups.forEach((group, g) => {
    groupRows.push({ id: g + 1, name: group.name, type: group.type, sort_order: g + 1 });
    group.values.forEach((value, v) => {
      const id = filterRows.length + 1;
      filterRows.push({ id, filter_group_id: g + 1, name: value.name, numeric_value: value.numeric ?? null, sort_order: v + 1 });
      ids.set(`${group.key}:${value.numeric ?? value.name}`, id);
    });
  });
  await insertRows(db, "filter_group", { id: "int", name: "text", type: "text", sort_order: "int" }, groupRows);
  await insertRows(
    db,
    "filter",
    { id: "int", filter_group_id: "int", name: "text", numeric_value: "numeric", sort_order: "int" },
    filterRows,
  );
  const index = new FilterIndex(ids);

  await insertRows(
    db,
    "menu_shape",
    { id: "int", filter_id: "int", name: "text", image: "text", sort_order: "int" },
    menuShapeOrder.map((key, i) => {
      const shape = frameShapes.find((s) => s.key === key)!;
      return { id: i + 1, filter_id: index.id("shape", shape.name), name: shape.name, image: imagePaths.shape(key), sort_order: i + 1 };
    }),
  );
  await insertRows(
    db,
    "menu_color",
    { id: "int", filter_id: "int", name: "text", color: "text", sort_order: "int" },
    frameColors.map((c, i) => ({ id: i + 1, filter_id: index.id("color", c.name), name: c.name, color: c.swatch, sort_order: i + 1 })),
  );
  await insertRows(
    db,
    "menu_feature",
    { id: "int", filter_id: "int", name: "text", sort_order: "int" },
    features.map((name, i) => ({ id: i + 1, filter_id: index.id("feature", name), name, sort_order: i + 1 })),
  );
  return index;
}
