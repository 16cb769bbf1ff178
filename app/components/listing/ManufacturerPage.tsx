import type { ManufacturerPageData } from "~/lib/catalog/paged-listing.server";
import { EMPTY_MANUFACTURER_TEXT } from "~/lib/catalog/texts";
import * as styles from "./listing.css";
import { ListingPage } from "./ListingPage";

/** A brand's page (docs/product/catalog.md: brand detail): its name as heading, its products with sort, size, mode and pages. */
export function ManufacturerPage({ page }: { page: ManufacturerPageData }) {
  const { manufacturer } = page;
  return (
    <ListingPage
      title={manufacturer.name}
      media={manufacturer.image ? <img src={manufacturer.image} alt="" className={styles.logo} width={120} height={60} /> : null}
      page={page}
      emptyText={EMPTY_MANUFACTURER_TEXT}
      modeAction={`/store/manufacturer/${encodeURIComponent(manufacturer.id)}`}
    />
  );
}
