/**
 * The store's own details (name, address, contact channels, home page meta), kept as the jsonb
 * setting `store` like OpenCart's config_* settings; missing keys fall back to config/store.ts.
 */
import type { Queryable } from "@commerce/db/index";
import { storeName, supportEmail } from "@config/store";

export interface StoreInfo {
  name: string;
  address: string;
  email: string;
  telephone: string;
  fax: string;
  open: string;
  comment: string;
  geocode: string;
  meta_title: string;
  meta_description: string;
  meta_keyword: string;
}

export async function loadStoreInfo(db: Queryable): Promise<StoreInfo> {
  const { rows } = await db.query<{ value: Partial<Record<keyof StoreInfo, unknown>> }>(`select value from setting where key = 'store'`);
  const stored = rows[0]?.value && typeof rows[0].value === "object" ? rows[0].value : {};
  const text = (key: keyof StoreInfo, fallback = "") => (stored[key] == null ? fallback : String(stored[key]));
  const name = text("name", storeName);
  return {
    name,
    address: text("address"),
    email: text("email", supportEmail),
    telephone: text("telephone"),
    fax: text("fax"),
    open: text("open"),
    comment: text("comment"),
    geocode: text("geocode"),
    meta_title: text("meta_title", name),
    meta_description: text("meta_description"),
    meta_keyword: text("meta_keyword"),
  };
}
