import { useEffect, useState } from "react";

/**
 * A module loaded once the page has hydrated, off the first paint's path (its code and CSS are not
 * in the document): undefined until it arrives, and if it cannot load. `load` must be a stable
 * function, e.g. declared at module level (docs/decisions/150-inline-css.md).
 */
export function useAfterHydration<T>(load: () => Promise<T>): T | undefined {
  const [loaded, setLoaded] = useState<T>();
  useEffect(() => {
    let live = true;
    load().then(
      (module) => live && setLoaded(() => module),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return loaded;
}
