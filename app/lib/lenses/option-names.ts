/**
 * The lens options' names (docs/decisions/253-lens-options.md) and what the product page needs of
 * them: whether a frame is Rx-able and which options its own form keeps. Kept free of the rules
 * (and zod) so the product page's first-load JavaScript stays as it was.
 */
export const LENS_OPTION_NAMES = {
  usage: "Lens usage",
  index: "Lens index",
  coatings: "Lens coatings",
  tint: "Lens tint",
  polarised: "Polarized lenses",
  prescription: "Prescription",
  file: "Prescription file",
} as const;

export type LensOptionKey = keyof typeof LENS_OPTION_NAMES;

const KEY_OF_NAME = new Map<string, LensOptionKey>(Object.entries(LENS_OPTION_NAMES).map(([key, name]) => [name, key as LensOptionKey]));

/** The lens options among a product's options, by role; null when the frame is not Rx-able. */
export function lensOptionsOf<T extends { name: string }>(options: readonly T[]): Partial<Record<LensOptionKey, T>> | null {
  const found: Partial<Record<LensOptionKey, T>> = {};
  for (const option of options) {
    const key = KEY_OF_NAME.get(option.name);
    if (key) found[key] = option;
  }
  return found.usage ? found : null;
}

export const isLensOptionName = (name: string) => KEY_OF_NAME.has(name);

/** Whether a frame takes prescription lenses: it has a "Lens usage" option. */
export const isRxAble = (options: readonly { name: string }[]) => options.some((option) => option.name === LENS_OPTION_NAMES.usage);

const RX_ONLY = new Set<string>([LENS_OPTION_NAMES.usage, LENS_OPTION_NAMES.index, LENS_OPTION_NAMES.prescription, LENS_OPTION_NAMES.file]);

/** The options a frame's own purchase form shows: those the configurator does not own (prescription, index, usage). */
export const purchaseFormOptions = <T extends { name: string }>(options: readonly T[]): T[] =>
  isRxAble(options) ? options.filter((option) => !RX_ONLY.has(option.name)) : [...options];
