import { Link } from "@remix-run/react";
import { Container } from "~/components/ui/Container";
import * as section from "~/components/ui/section.css";
import type { PromoBanner } from "~/lib/home/promo";
import * as styles from "./promo.css";

/** The two promo banners under the sliders (REST banner "promo"); links follow the banner rule. */
export function PromoBanners({ banners }: { banners: PromoBanner[] }) {
  if (!banners.length) return null;
  return (
    <section className={section.section} aria-label="Promotions">
      <Container>
        <ul className={styles.banners}>
          {banners.map((banner) => (
            <li key={banner.image}>
              <Link to={banner.href} className={styles.banner} data-banner-link={banner.link}>
                <img className={styles.bannerImage} src={banner.image} alt={banner.title} width={800} height={450} loading="lazy" />
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
