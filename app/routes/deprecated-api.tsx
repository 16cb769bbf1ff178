import { type MetaFunction, data } from "@remix-run/node";
import { StatusScreen } from "~/components/error-screens";
import { Logo } from "~/components/shell/Logo";
import { DEPRECATED_API_TEXT } from "~/lib/error-texts";
import { pageTitle } from "~/lib/store-config";
import * as styles from "~/root.css";

/**
 * The deprecated-API screen (docs/product/shell-and-navigation.md). The root loader sends every route here while the API is newer
 * than this storefront, and away from here once it is not. 503: the shop cannot serve until updated.
 */
export function loader() {
  return data({}, { status: 503, headers: { "Retry-After": "300" } });
}

export const meta: MetaFunction = () => [{ title: pageTitle("Update required") }, { name: "robots", content: "noindex" }];

export default function DeprecatedApi() {
  return (
    <>
      <header className={styles.minimalHeader}>
        <Logo />
      </header>
      <main id="main" className={styles.main}>
        <StatusScreen code="Update required" title="We are updating the shop" text={DEPRECATED_API_TEXT} actions={false} />
      </main>
    </>
  );
}
