/**
 * Frame measurements as the demo seed writes them, the embedded API searches them and the
 * storefront reads them (docs/decisions/248-frame-fit-search.md): product attributes a real store
 * can carry too, valued in millimetres ("50 mm").
 */

/** The attribute names of a frame's measurements. */
export const MEASURE_ATTRIBUTES = {
  lensWidth: "Lens width",
  bridge: "Bridge",
  temple: "Temple length",
  lensHeight: "Lens height",
  frameWidth: "Frame width",
} as const;

/** How far (mm) a frame's lens width, bridge and temple may be from the shopper's pair and still fit. */
export const FIT_WINDOW = { lensWidth: 2, bridge: 2, temple: 5 } as const;
