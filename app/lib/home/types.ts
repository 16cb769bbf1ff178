/** Data shapes of the home page's modules, shared by its server loader and its components. */
/** A brand of the slider: what it shows and links to (its id only builds the fallback address). */
export interface Brand {
  name: string;
  image: string | null;
  url: string;
}
