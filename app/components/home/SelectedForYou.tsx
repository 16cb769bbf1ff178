import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { ProductTile } from "~/components/product/ProductTile";
import { Container } from "~/components/ui/Container";
import * as section from "~/components/ui/section.css";
import { SectionHead } from "~/components/ui/SectionHead";
import { Skeleton } from "~/components/ui/Skeleton";
import {
  HOME_TAB_SIZE,
  HOME_TABS_ANCHOR,
  homeTabCategoryHref,
  homeTabDataHref,
  homeTabHref,
  resolveHomeTab,
  type HomeTab,
} from "~/lib/home/tabs";
import type { ProductTileData } from "~/lib/product-tiles";
import * as styles from "./tabs.css";

export interface HomeTabData {
  tab: string;
  products: ProductTileData[];
}

/**
 * 'Selected for you': five tabs, each the newest products of its category. The server renders the
 * tab the address names; the tabs are links (`?tab=…`), so without JavaScript each one is a page.
 * With JavaScript a tab loads its products in place (a fetcher; a newer load cancels an older one)
 * and keeps them; a tab shows skeletons and no 'See more' until its first load ends.
 */
export function SelectedForYou({ initial, tabs }: { initial: HomeTabData; tabs: readonly HomeTab[] }) {
  const [active, setActive] = useState(initial.tab);
  const [loaded, setLoaded] = useState<Record<string, ProductTileData[]>>({ [initial.tab]: initial.products });
  const fetcher = useFetcher<HomeTabData>();
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  // Fresh server data (another ?tab=, or prices in a new currency) replaces what was loaded.
  useEffect(() => {
    setLoaded({ [initial.tab]: initial.products });
  }, [initial]);

  useEffect(() => {
    const answer = fetcher.data;
    if (answer?.tab) setLoaded((previous) => ({ ...previous, [answer.tab]: answer.products }));
  }, [fetcher.data]);

  // The home loader renders this only with tabs; a tab is always found.
  const activeTab = resolveHomeTab(active, tabs) ?? { slug: "", label: "", categoryId: "" };
  const products = loaded[activeTab.slug];

  // A tab whose products are not here (yet, or any more) loads them.
  useEffect(() => {
    if (!products) fetcher.load(homeTabDataHref(activeTab));
    // fetcher is stable enough: its identity changes with its state, which must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeTab.slug, products]);

  function choose(tab: HomeTab, event?: MouseEvent) {
    event?.preventDefault();
    setActive(tab.slug);
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    const jump = event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : null;
    if (!step && jump == null) return;
    event.preventDefault();
    const target = jump ?? (index + step + tabs.length) % tabs.length;
    const tab = tabs[target];
    if (!tab) return;
    choose(tab);
    tabRefs.current[target]?.focus();
  }

  const panelId = "selected-for-you-panel";
  return (
    <section id={HOME_TABS_ANCHOR} className={section.section} aria-labelledby="selected-for-you-title">
      <Container>
        <SectionHead id="selected-for-you-title" eyebrow="Curated weekly" title="Selected for you">
          {products ? (
            <Link to={homeTabCategoryHref(activeTab)} className={section.headLink} data-testid="see-more">
              {/* Visible words first (label in name), then what there is more of (link-text). */}
              See more <span className="visually-hidden">{activeTab.label.toLowerCase()}</span>
            </Link>
          ) : null}
        </SectionHead>
        <div role="tablist" aria-label="Selected for you" className={styles.tabs}>
          {tabs.map((tab, index) => {
            const selected = tab.slug === activeTab.slug;
            return (
              <a
                key={tab.slug}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                href={homeTabHref(tab)}
                role="tab"
                id={`home-tab-${tab.slug}`}
                aria-selected={selected}
                aria-controls={panelId}
                tabIndex={selected ? 0 : -1}
                className={styles.tab}
                onClick={(event) => choose(tab, event)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {tab.label}
              </a>
            );
          })}
        </div>
        <div
          id={panelId}
          role="tabpanel"
          aria-labelledby={`home-tab-${activeTab.slug}`}
          aria-busy={!products}
          className={styles.panel}
          data-tab={activeTab.slug}
        >
          {products ? <TabProducts products={products} /> : <TabSkeleton />}
        </div>
      </Container>
    </section>
  );
}

function TabProducts({ products }: { products: ProductTileData[] }) {
  if (!products.length) return <p className={styles.empty}>Nothing here right now. Have a look at the other tabs.</p>;
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.id} className={styles.cell}>
          <ProductTile product={product} />
        </li>
      ))}
    </ul>
  );
}

function TabSkeleton() {
  return (
    <ul className={styles.grid} data-testid="tab-skeleton">
      {Array.from({ length: HOME_TAB_SIZE }, (_, index) => (
        <li key={index} className={styles.cell}>
          <Skeleton className={styles.skeletonImage} />
          <Skeleton width="40%" height="0.75rem" className={styles.skeletonLine} />
          <Skeleton width="80%" height="1rem" className={styles.skeletonLine} />
          <Skeleton width="30%" height="0.875rem" className={styles.skeletonLine} />
        </li>
      ))}
    </ul>
  );
}
