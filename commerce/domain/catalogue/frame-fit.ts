/**
 * "Fits like my pair": the frames within a window of a given frame's three printed numbers, nearest
 * first (docs/decisions/248-frame-fit-search.md). The numbers are the product attributes a real
 * store can carry too ("Lens width", "Bridge", "Temple length", valued like "50 mm"), read where
 * they are: a listing's cost grows with the attribute rows once, and a kept listing (decision 205)
 * keeps its answer.
 */
import type { SqlParams } from "@commerce/domain/sql";
import { FIT_WINDOW as WINDOW, MEASURE_ATTRIBUTES as ATTRIBUTES } from "@config/frame-fit";

/** productsList's `fit` argument (extensions.graphql). */
export interface FrameFit {
  lens_width: number;
  bridge: number;
  temple: number;
}

/** The attribute each number is read from. */
const MEASURE_ATTRIBUTES = { lens_width: ATTRIBUTES.lensWidth, bridge: ATTRIBUTES.bridge, temple: ATTRIBUTES.temple } as const;

/** How far (mm) each number may be from the shopper's and still fit. */
const FIT_WINDOW = { lens_width: WINDOW.lensWidth, bridge: WINDOW.bridge, temple: WINDOW.temple } as const;

/** A temple a millimetre off matters less than a lens or a bridge: its window is 2.5 times as wide. */
const TEMPLE_WEIGHT = FIT_WINDOW.lens_width / FIT_WINDOW.temple;

const keys = Object.keys(MEASURE_ATTRIBUTES) as (keyof FrameFit)[];

/** The leading number of an attribute's first value ("50 mm" → 50), null when it has none. */
const number = (alias: string) => `substring(${alias}.options->>0 from '^\\s*([0-9]+(?:[.][0-9]+)?)')::numeric`;

export function isFrameFit(fit: FrameFit | null | undefined): fit is FrameFit {
  return fit != null && keys.every((key) => Number.isFinite(fit[key]));
}

/** A condition on `alias`.id: the product has all three numbers, each within the window. */
export function fitConditionSql(fit: FrameFit, params: SqlParams, alias: string): string {
  const joins = keys
    .slice(1)
    .map(
      (key) =>
        `join product_attribute ${key} on ${key}.product_id = lens_width.product_id and ${key}.name = ${params.add(MEASURE_ATTRIBUTES[key])}`,
    );
  const within = keys.map(
    (key) =>
      `${number(key)} between ${params.add(fit[key] - FIT_WINDOW[key])}::numeric and ${params.add(fit[key] + FIT_WINDOW[key])}::numeric`,
  );
  return `${alias}.id in (select lens_width.product_id from product_attribute lens_width ${joins.join(" ")}
    where lens_width.name = ${params.add(MEASURE_ATTRIBUTES.lens_width)} and ${within.join(" and ")})`;
}

/** How far a fitting product (`alias`) is from the shopper's frame: smaller is nearer. */
export function fitDistanceSql(fit: FrameFit, params: SqlParams, alias: string): string {
  const weight = { lens_width: 1, bridge: 1, temple: TEMPLE_WEIGHT };
  return keys
    .map((key) => {
      const value = `(select ${number("pa")} from product_attribute pa where pa.product_id = ${alias}.id and pa.name = ${params.add(MEASURE_ATTRIBUTES[key])})`;
      return `${weight[key]} * abs(${value} - ${params.add(fit[key])}::numeric)`;
    })
    .join(" + ");
}
