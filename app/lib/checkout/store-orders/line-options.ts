/**
 * A cart line's options as a store's order API is given them (docs/decisions/361-line-choices-cookie.md):
 * the exact choices remembered when the line was added, typed from the product's options; without
 * them (added on another device), the store's cart option names and values mapped back onto the
 * product's options. A VueFront cart cuts a value to 20 characters and adds ".." ("Single vision
 * distan.."): a choice's value is then found by its name's start, and a typed text cannot be
 * recovered, so the line is refused by name. Pure, unit-tested.
 */

export interface ProductOptionDef {
  id: string;
  name: string;
  type: string;
  values: { id: string; name: string }[];
}

export type LineOptions = { id: string; value: string; type?: string }[];

/** Where the module cut a value ("Single vision distan.."): 20 characters and two dots. */
const CUT = /^([\s\S]{20})\.\.$/;

const CHOICE_TYPES = new Set(["select", "radio", "checkbox"]);

/** The remembered choices with each option's type, from the product's options. */
export function typedChoices(remembered: readonly { id: string; value: string }[], defs: readonly ProductOptionDef[]): LineOptions {
  return remembered.map((choice) => {
    const type = defs.find((def) => def.id === choice.id)?.type;
    return type ? { ...choice, type } : { ...choice };
  });
}

/** Whether `shown` (perhaps cut) names `full`. */
function names(shown: string, full: string): boolean {
  const cut = CUT.exec(shown);
  return cut ? full.startsWith(cut[1]!) : full === shown;
}

/**
 * The options of a line from its cart names and values: `{ options }`, or `{ unrecoverable }` with
 * the option's name when a value cannot be told again (a cut text, a file, a value not among the
 * product's).
 */
export function mappedChoices(
  shown: readonly { name: string; value: string }[],
  defs: readonly ProductOptionDef[],
  /** Leave out what cannot be told again instead of refusing (a coupon checked from the cart page, an estimate). */
  { lenient = false }: { lenient?: boolean } = {},
): { options: LineOptions } | { unrecoverable: string } {
  const byOption = new Map<string, { def: ProductOptionDef; values: string[] }>();
  for (const entry of shown) {
    const def = defs.find((candidate) => names(entry.name, candidate.name));
    let value: string | null = null;
    if (def && CHOICE_TYPES.has(def.type)) {
      const matches = def.values.filter((candidate) => names(entry.value, candidate.name));
      if (matches.length === 1) value = matches[0]!.id;
    } else if (def && def.type !== "file" && !CUT.test(entry.value)) {
      value = entry.value;
    }
    if (value === null || !def) {
      if (lenient) continue;
      return { unrecoverable: def?.name ?? entry.name };
    }
    const kept = byOption.get(def.id) ?? { def, values: [] };
    kept.values.push(value);
    byOption.set(def.id, kept);
  }
  return {
    options: [...byOption.values()].map(({ def, values }) => ({
      id: def.id,
      value: def.type === "checkbox" ? values.join("|") : values.at(-1)!,
      type: def.type,
    })),
  };
}

/** The refusal for a line whose options cannot be told to the store again. */
export const unrecoverableLineText = (product: string, option: string) =>
  `"${product}" cannot be ordered as it is in your bag: its ${option} cannot be sent to the store again. Remove it and add it again, then complete your order.`;
