import { useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { Container } from "~/components/ui/Container";
import type { ListingPageData } from "~/lib/catalog/paged-listing.server";
import type { ListingMode } from "~/lib/listing/paged-query";
import { ProductGridSkeleton } from "./GridSkeleton";
import * as styles from "./listing.css";
import { Pagination } from "./Pagination";
import { ProductGrid } from "./ProductGrid";
import { SortBar } from "./SortBar";

interface ListingPageProps {
  title: string;
  /** Shown beside the title (a brand's logo). */
  media?: ReactNode;
  page: ListingPageData;
  /** The product's empty text. */
  emptyText: string;
  /** The route whose action stores the display mode. */
  modeAction: string;
}

/**
 * A paged product listing (brand page, specials): heading, sort bar, grid or list, pagination,
 * the empty text. While another page, sort or size loads (with JavaScript) the tiles give way to
 * skeletons.
 */
export function ListingPage({ title, media, page, emptyText, modeAction }: ListingPageProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const mode = useOptimisticMode(page.mode);
  const loadingHere =
    navigation.state === "loading" && navigation.location.pathname === location.pathname && navigation.location.search !== location.search;
  const first = (page.query.page - 1) * page.query.size + 1;
  const last = first + page.products.length - 1;

  return (
    <Container className={styles.page}>
      <header className={styles.heading}>
        <div className={styles.titleBlock}>
          {media}
          <h1 className={styles.title}>{title}</h1>
        </div>
        <p className={styles.count}>{page.total === 1 ? "1 product" : `${page.total} products`}</p>
      </header>
      <SortBar
        query={page.query}
        mode={mode.value}
        pathname={location.pathname}
        here={location.pathname + location.search}
        modeAction={modeAction}
        onModeChange={mode.set}
      />
      <div aria-busy={loadingHere}>
        {loadingHere ? (
          <ProductGridSkeleton count={Math.min(page.query.size, 8)} />
        ) : page.products.length ? (
          <ProductGrid products={page.products} mode={mode.value} label={title} />
        ) : (
          <p className={styles.empty}>{emptyText}</p>
        )}
      </div>
      {page.products.length ? (
        <footer className={styles.foot}>
          <p className={styles.summary}>
            Showing {first} to {last} of {page.total} ({page.totalPages} {page.totalPages === 1 ? "Page" : "Pages"})
          </p>
          <Pagination pathname={location.pathname} query={page.query} totalPages={page.totalPages} />
        </footer>
      ) : null}
    </Container>
  );
}

/** The mode just chosen shows at once; the loader's (from the cookie) takes over when it arrives. */
function useOptimisticMode(fromServer: ListingMode) {
  const [chosen, setChosen] = useState<ListingMode | null>(null);
  useEffect(() => setChosen(null), [fromServer]);
  return { value: chosen ?? fromServer, set: setChosen };
}
