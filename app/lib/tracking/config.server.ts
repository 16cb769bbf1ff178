/**
 * Which tracking scripts load: the tag manager only when GTM_ID is set, the ad pixel only when
 * META_PIXEL_ID is set (docs/product/shell-and-navigation.md; README "Configuration"). Read once; a malformed id is
 * reported and that script stays off rather than loading something broken.
 */
export interface TrackingConfig {
  gtmId: string | null;
  metaPixelId: string | null;
}

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const META_PIXEL_ID = /^\d{6,20}$/;

export function parseTrackingConfig(env: Record<string, string | undefined>): { config: TrackingConfig; warnings: string[] } {
  const warnings: string[] = [];
  const read = (name: string, pattern: RegExp, example: string) => {
    const value = env[name]?.trim();
    if (!value) return null;
    if (pattern.test(value)) return value;
    warnings.push(`${name} must look like ${example}: tracking with it stays off.`);
    return null;
  };
  return {
    config: { gtmId: read("GTM_ID", GTM_ID, "GTM-ABC1234"), metaPixelId: read("META_PIXEL_ID", META_PIXEL_ID, "123456789012345") },
    warnings,
  };
}

let loaded: TrackingConfig | undefined;

export function trackingConfig(): TrackingConfig {
  if (!loaded) {
    const { config, warnings } = parseTrackingConfig(process.env);
    for (const warning of warnings) console.warn(`⚠️  ${warning}`);
    loaded = config;
  }
  return loaded;
}

export interface TrackingScript {
  name: "gtm" | "meta-pixel";
  js: string;
}

/**
 * The tag manager and ad pixel loaders for the configured ids, as inline script bodies. Built here,
 * so their text is not in the browser's JavaScript (decision 200); each reads the document's CSP
 * nonce from its own element and hands it on to the script element it inserts.
 */
export function trackingScripts(config: TrackingConfig = trackingConfig()): TrackingScript[] {
  const id = JSON.stringify;
  const nonce = "var n=d.currentScript&&d.currentScript.nonce;";
  const scripts: TrackingScript[] = [];
  if (config.gtmId) {
    scripts.push({
      name: "gtm",
      js: `(function(w,d,id){${nonce}w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});var j=d.createElement('script');j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(id);if(n)j.nonce=n;d.head.appendChild(j);})(window,document,${id(config.gtmId)});`,
    });
  }
  if (config.metaPixelId) {
    scripts.push({
      name: "meta-pixel",
      js: `(function(f,d,id){${nonce}if(f.fbq)return;var q=f.fbq=function(){q.callMethod?q.callMethod.apply(q,arguments):q.queue.push(arguments)};if(!f._fbq)f._fbq=q;q.push=q;q.loaded=true;q.version='2.0';q.queue=[];var t=d.createElement('script');t.async=true;t.src='https://connect.facebook.net/en_US/fbevents.js';if(n)t.nonce=n;d.head.appendChild(t);f.fbq('init',id);f.fbq('track','PageView');})(window,document,${id(config.metaPixelId)});`,
    });
  }
  return scripts;
}

/** What the Content-Security-Policy must also allow while a script is configured. */
export function trackingCspSources(config: TrackingConfig = trackingConfig()): { script: string[]; connect: string[]; frame: string[] } {
  const script: string[] = [];
  const connect: string[] = [];
  const frame: string[] = [];
  if (config.gtmId) {
    script.push("https://www.googletagmanager.com");
    connect.push("https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com");
    frame.push("https://www.googletagmanager.com");
  }
  if (config.metaPixelId) {
    script.push("https://connect.facebook.net");
    connect.push("https://www.facebook.com", "https://connect.facebook.net");
  }
  return { script, connect, frame };
}
