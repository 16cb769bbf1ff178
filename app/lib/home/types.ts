/** Data shapes of the home page's modules, shared by its server loader and its components. */
export interface Brand {
  id: string;
  name: string;
  image: string | null;
  url: string;
}
