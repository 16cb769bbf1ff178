import { useNonce } from "~/lib/nonce";
import type { TrackingConfig } from "./config.server";

/**
 * The tag manager and ad pixel loaders, rendered only for configured ids, as inline scripts that
 * carry the document's CSP nonce and hand it on to the script element they insert.
 */
export function TrackingScripts({ config }: { config: TrackingConfig | null | undefined }) {
  const nonce = useNonce();
  if (!config || (!config.gtmId && !config.metaPixelId)) return null;
  const nonceJs = JSON.stringify(nonce);
  return (
    <>
      {config.gtmId ? (
        <script
          nonce={nonce}
          suppressHydrationWarning
          data-tracking="gtm"
          dangerouslySetInnerHTML={{
            __html: `(function(w,d,id,n){w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});var j=d.createElement('script');j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(id);if(n)j.nonce=n;d.head.appendChild(j);})(window,document,${JSON.stringify(
              config.gtmId,
            )},${nonceJs});`,
          }}
        />
      ) : null}
      {config.metaPixelId ? (
        <script
          nonce={nonce}
          suppressHydrationWarning
          data-tracking="meta-pixel"
          dangerouslySetInnerHTML={{
            __html: `(function(f,d,id,n){if(f.fbq)return;var q=f.fbq=function(){q.callMethod?q.callMethod.apply(q,arguments):q.queue.push(arguments)};if(!f._fbq)f._fbq=q;q.push=q;q.loaded=true;q.version='2.0';q.queue=[];var t=d.createElement('script');t.async=true;t.src='https://connect.facebook.net/en_US/fbevents.js';if(n)t.nonce=n;d.head.appendChild(t);f.fbq('init',id);f.fbq('track','PageView');})(window,document,${JSON.stringify(
              config.metaPixelId,
            )},${nonceJs});`,
          }}
        />
      ) : null}
    </>
  );
}
