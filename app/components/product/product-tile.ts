/** The fields a product tile shows, as one fragment every product list query spreads. */
import { fragment } from "~/lib/api/operation";

export const ProductTileFields = fragment(`
  fragment ProductTileFields on Product {
    id
    name
    price
    special
    image
    imageLazy
    imageAlt
    stock
    low_stock
    url(url: "/store/product/_id")
    manufacturer {
      id
      name
    }
  }
`);

export interface ProductTileData {
  id: string | null;
  name: string | null;
  price: string | null;
  special: string | null;
  image: string | null;
  imageLazy: string | null;
  imageAlt: string | null;
  stock: boolean | null;
  low_stock: boolean | null;
  url: string | null;
  manufacturer: { id: string | null; name: string | null } | null;
}
