import { Link } from "@remix-run/react";
import { Container } from "~/components/ui/Container";
import type { BrandGroup } from "~/lib/catalog/brand-index";
import { BRAND_LIST_TITLE } from "~/lib/catalog/page-meta";
import * as styles from "./brands.css";

/**
 * The brand list (docs/product/catalog.md): 'Find Your Favorite Brand', the 'Brand Index: ' letters linking to their
 * groups, then each group under a level-2 heading in rows of four brands linking to their pages.
 */
export function BrandList({ groups }: { groups: BrandGroup[] }) {
  return (
    <Container className={styles.page}>
      <h1 className={styles.title}>{BRAND_LIST_TITLE}</h1>
      {groups.length ? (
        <nav className={styles.index} aria-label="Brand index">
          <span className={styles.indexLabel}>Brand Index: </span>
          <ul className={styles.letters}>
            {groups.map((group) => (
              <li key={group.anchor}>
                <a href={`#${group.anchor}`} className={styles.letter}>
                  {group.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <p className={styles.empty}>No brands yet.</p>
      )}
      {groups.map((group) => (
        <section key={group.anchor} id={group.anchor} className={styles.group} aria-labelledby={`${group.anchor}-title`}>
          <h2 id={`${group.anchor}-title`} className={styles.groupTitle}>
            {group.label}
          </h2>
          <div className={styles.rows}>
            {group.rows.map((row, index) => (
              <ul key={index} className={styles.row}>
                {row.map((brand) => (
                  <li key={brand.id} className={styles.cell}>
                    <Link to={brand.url} className={styles.brand} prefetch="intent">
                      <span className={styles.logoBox}>
                        {brand.image ? (
                          <img src={brand.image} alt="" className={styles.logo} width={400} height={200} loading="lazy" />
                        ) : null}
                      </span>
                      <span className={styles.brandName}>{brand.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </section>
      ))}
    </Container>
  );
}
