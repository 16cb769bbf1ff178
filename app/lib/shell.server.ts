/**
 * The shop layout's data in one round trip: top categories (menu, breadcrumb names), cart and
 * wishlist counts, login state. Never fails the page: whatever does not load shows as empty.
 */
import type { MenuCategory, ShellState } from "~/components/shell/types";
import { logApiError } from "./api/client.server";
import { graphql } from "./api/operation";
import type { Shopper } from "./shopper.server";

interface ShellQueryResult {
  categoriesList: { content: ({ id: string | null; name: string | null; url: string | null } | null)[] | null } | null;
  cart: { products: ({ key: string | null } | null)[] | null } | null;
  wishlist: ({ id: string | null } | null)[] | null;
  accountCheckLogged: { status: boolean | null } | null;
}

const ShellQuery = graphql<ShellQueryResult>(`
  query ShopShell {
    categoriesList(page: 1, size: -1, parent: 0) {
      content {
        id
        name
        url(url: "/store/category/_id")
      }
    }
    cart {
      products {
        key
      }
    }
    wishlist {
      id
    }
    accountCheckLogged {
      status
    }
  }
`);

export const EMPTY_SHELL: ShellState = { categories: null, cartCount: 0, wishlistCount: 0, loggedIn: false };

export async function loadShell(shopper: Shopper): Promise<ShellState> {
  try {
    const { data } = await shopper.api.requestPartial(ShellQuery);
    return {
      categories: data.categoriesList?.content ? toMenuCategories(data.categoriesList.content) : null,
      cartCount: data.cart?.products?.length ?? 0,
      wishlistCount: data.wishlist?.length ?? 0,
      loggedIn: Boolean(data.accountCheckLogged?.status),
    };
  } catch (error) {
    logApiError("ShopShell", error);
    return EMPTY_SHELL;
  }
}

function toMenuCategories(content: NonNullable<ShellQueryResult["categoriesList"]>["content"]): MenuCategory[] {
  return (content ?? []).flatMap((category) =>
    category?.id && category.name
      ? [{ id: category.id, name: category.name, url: category.url || `/store/category/${category.id}` }]
      : [],
  );
}
