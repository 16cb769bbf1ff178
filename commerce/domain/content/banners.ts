/** Banners: the slides of one named banner position (home, promo …), in order. */
import type { Queryable } from "@commerce/db/index";

export interface BannerSlide {
  title: string;
  image: string;
  link: string;
}

export async function loadBanner(db: Queryable, banner: string): Promise<BannerSlide[]> {
  const { rows } = await db.query<BannerSlide>(`select title, image, link from banner where banner = $1 order by sort_order, id`, [banner]);
  return rows;
}
