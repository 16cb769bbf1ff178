import { useNonce } from "~/lib/nonce";
import type { TrackingScript } from "./config.server";

/**
 * The tag manager and ad pixel loaders the root loader built for the configured ids (none when
 * none is set), as inline scripts that carry the document's CSP nonce.
 */
export function TrackingScripts({ scripts }: { scripts: readonly TrackingScript[] }) {
  const nonce = useNonce();
  return (
    <>
      {scripts.map(({ name, js }) => (
        <script key={name} nonce={nonce} suppressHydrationWarning data-tracking={name} dangerouslySetInnerHTML={{ __html: js }} />
      ))}
    </>
  );
}
