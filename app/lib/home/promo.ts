/** The promo strip and the promo banners of the home page: the product's rules, pure. */
import { bannerHref } from "~/lib/links";

export interface PublicCoupon {
  name: string;
  /** YYYY-MM-DD, the last day the coupon is valid. */
  dateEnd: string;
  /** The code to type at checkout, when the store sends it (the product's coupon has name and date_end only). */
  code: string | null;
}

/** A calendar date as YYYY-MM-DD in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * docs/product/catalog.md: the promo strip shows only when a public coupon exists and its end date is in the future.
 * `date_end` names the coupon's last valid day (OpenCart's reading, docs/decisions/023), so the
 * strip shows through that day; an unreadable date counts as no end date we can trust: no strip.
 */
export function promoCoupon(raw: unknown, today: string = isoDay(new Date())): PublicCoupon | null {
  if (!raw || typeof raw !== "object") return null;
  const { name, date_end: dateEnd, code } = raw as Record<string, unknown>;
  if (typeof name !== "string" || !name.trim()) return null;
  if (typeof dateEnd !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(dateEnd.trim())) return null;
  if (dateEnd.trim() < today) return null;
  return { name: name.trim(), dateEnd: dateEnd.trim(), code: typeof code === "string" && code.trim() ? code.trim() : null };
}

/** Built once: a new ICU formatter per call cost more than the rest of the promo strip's render. */
const longDay = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** "2027-11-21" → "November 21, 2027" (en-US, the store's locale), read as a calendar day. */
export function formatDay(day: string): string {
  const [year = NaN, month = NaN, date = NaN] = day.split("-").map(Number);
  return longDay.format(new Date(Date.UTC(year, month - 1, date)));
}

export interface PromoBanner {
  title: string;
  image: string;
  /** The link as the API sent it. */
  link: string;
  /** The banner link after the product's rule (absolute kept, anything else gets a leading slash). */
  href: string;
}

/** The API's banners as the page shows them: those without an image are dropped; links follow the banner rule. */
export function toBanners(raw: unknown, limit = Infinity): PromoBanner[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .flatMap((banner: Record<string, unknown> | null) => {
      const image = typeof banner?.image === "string" ? banner.image.trim() : "";
      if (!image) return [];
      const title = typeof banner?.title === "string" ? banner.title : "";
      const link = typeof banner?.link === "string" ? banner.link : "";
      return [{ title, image, link, href: bannerHref(link) }];
    })
    .slice(0, limit);
}
