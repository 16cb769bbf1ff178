/**
 * The lens options' naming convention (docs/decisions/253-lens-options.md): a frame is Rx-able when
 * the store gives it a "Lens usage" option, and the configuration travels as ordinary product
 * options a real OpenCart store has (select, checkbox, radio, text, file). Pure, unit-tested.
 */
import { isLensOptionName, LENS_OPTION_NAMES, type LensOptionKey } from "./option-names";
import { decodePrescription, summaryLine, USAGE_NAMES, USAGES, type Prescription, type Usage } from "./prescription";

/** The usage a "Lens usage" value names, or null for a value the convention does not know. */
export function usageOfName(name: string): Usage | null {
  return USAGES.find((usage) => USAGE_NAMES[usage] === name.trim()) ?? null;
}

export interface NamedOption {
  name: string;
  value: string;
}

/** What a cart line's or an order's options say about its lenses, or null when they hold none. */
export interface LineLenses {
  usage: Usage;
  index: string | null;
  coatings: string[];
  tint: string | null;
  polarised: string | null;
  prescription: Prescription | null;
}

export function lineLensesOf(options: readonly NamedOption[]): LineLenses | null {
  const values = (key: LensOptionKey) => options.filter((option) => option.name === LENS_OPTION_NAMES[key]).map((option) => option.value);
  const usage = usageOfName(values("usage")[0] ?? "");
  if (!usage) return null;
  const text = values("prescription")[0];
  return {
    usage,
    index: values("index")[0] ?? null,
    coatings: values("coatings"),
    tint: values("tint")[0] ?? null,
    polarised: values("polarised")[0] ?? null,
    prescription: text ? decodePrescription(text, values("file")[0] ?? "") : null,
  };
}

/** The name of the one entry a line's lens options fold into. */
export const LENSES_LINE = "Lenses";

/** The sun lens extras worth naming: a tint, and polarisation only when chosen. */
const extrasOf = (lenses: LineLenses) => [
  ...(lenses.tint ? [lenses.tint] : []),
  ...(lenses.polarised && /polari[sz]ed/i.test(lenses.polarised) && !/standard/i.test(lenses.polarised) ? ["Polarized"] : []),
  ...lenses.coatings,
];

/**
 * A line's options as the shopper reads them: the lens options folded into one "Lenses" entry with
 * the summary line, the others as they are. A line without lens options is left unchanged.
 */
export function optionsForDisplay<T extends NamedOption>(options: readonly T[]): NamedOption[] {
  const lenses = lineLensesOf(options);
  if (!lenses) return [...options];
  const line = summaryLine({ usage: lenses.usage, index: lenses.index, extras: extrasOf(lenses), prescription: lenses.prescription });
  // A "Prescription" text this shop did not write (a store owner's note) stays a line of its own.
  const keep = (option: NamedOption) =>
    !isLensOptionName(option.name) || (option.name === LENS_OPTION_NAMES.prescription && !lenses.prescription);
  const rest = options.filter(keep);
  return [{ name: LENSES_LINE, value: line }, ...rest];
}

/** Whether an order line waits for its prescription ("I'll send it after ordering"). */
export const awaitsPrescription = (options: readonly NamedOption[]) => lineLensesOf(options)?.prescription?.source === "later";

/**
 * What an order waiting for a prescription tells the shopper to do: what to send, how and by when
 * (docs/decisions/303-send-later-instructions.md). The order's number goes in the e-mail's subject.
 */
export const SEND_LATER = {
  title: "We need your prescription",
  what: "Send a photo or PDF of your prescription, with both eyes, its date and the wearer's name readable,",
  when: "within 14 days of your order. We start making your lenses when it arrives; until then your order waits.",
  subject: (orderId: string) => `Prescription for order #${orderId}`,
} as const;
