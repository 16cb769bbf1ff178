/**
 * Query parameters that say where a visitor came from, never what the page shows: analytics read
 * them in the browser, the server never does. The page cache keys pages without them
 * (server/page-cache.ts); a listing's canonical address keeps them (listing/listing-address.ts).
 */
const TRACKING_PARAMS =
  /^(utm_[a-z_]*|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid|srsltid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok|s_kwcid|epik)$/i;

export const isTrackingParam = (name: string): boolean => TRACKING_PARAMS.test(name);
