import type { ComponentType } from "react";

/**
 * A component in a chunk of its own, for what most pages never render (a keyword URL's other
 * views, decision 151; error screens, decision 201). `preload` fetches it; once it is in, `View`
 * renders it synchronously, so a view loaded before rendering hydrates the server's markup at once.
 * Before then `View` suspends: the nearest Suspense boundary keeps the server's markup (hydration)
 * or shows its fallback (navigation) until the chunk is in. On the server (its bundle holds every
 * chunk inline) it is loaded at once, so the server never waits for it.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined; // a failed chunk fetch may succeed on the next navigation
        throw error;
      },
    ));
  if (import.meta.env.SSR) void preload();
  function View(props: P) {
    const Loaded = loaded;
    // The Suspense protocol: the nearest boundary shows its fallback until the chunk is in.
    if (!Loaded) throw preload();
    return <Loaded {...props} />;
  }
  return { View, preload };
}
