import { type LinksFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData } from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import "./styles/global.css";
import { RouteErrorScreen } from "./components/ErrorScreen";
import { IconSprite } from "./components/icons";
import { Footer } from "./components/shell/Footer";
import { Logo } from "./components/shell/Logo";
import { Toaster } from "./components/shell/Toaster";
import { FooterTemplate, InlineStyles, ModulePreloads, ScriptsAfterLoad } from "./lib/document/inline-styles";
import { getEnv } from "./lib/env.server";
import { useNonce } from "./lib/nonce";
import { storeName } from "./lib/store-config";
import { trackingScripts } from "./lib/tracking/config.server";
import { loadTracking } from "./lib/tracking/events";
import { TrackingScripts } from "./lib/tracking/TrackingScripts";
import { DEPRECATED_API_PATH } from "./lib/version";
import { apiIsDeprecated } from "./lib/version.server";
import * as styles from "./root.css";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${storeName} · Eyeglasses & Sunglasses` },
  {
    name: "description",
    content: `${storeName}: designer eyeglasses and sunglasses${data?.freeShipping ? ", free shipping on all orders" : ""}.`,
  },
];

/**
 * The version guard (docs/product/shell-and-navigation.md): while the API is newer than this storefront every route
 * leads to the deprecated-API screen, and that screen leads home once it is not.
 * Also hands the one-time toast to the notification area.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const onDeprecatedScreen = new URL(request.url).pathname === DEPRECATED_API_PATH;
  const deprecated = await apiIsDeprecated(context.shopper.api);
  if (deprecated && !onDeprecatedScreen) throw redirect(DEPRECATED_API_PATH);
  if (!deprecated && onDeprecatedScreen) throw redirect("/");
  return { toast: context.shopper.takeToast() ?? null, tracking: trackingScripts(), freeShipping: getEnv().freeShipping };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // The document says when React has taken it over (its effects run after every page's own):
  // scripts start after the load event (decision 211), so tests and tools wait for this instead.
  useEffect(() => void (document.documentElement.dataset.hydrated = ""), []);
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f8f6f2" />
        <Meta />
        {/* The layouts' linked stylesheets, then the page's own inlined: the cascade's order. */}
        <Links />
        <InlineStyles />
        <ModulePreloads />
      </head>
      <body>
        <IconSprite />
        <FooterTemplate />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <ScriptsAfterLoad nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast, tracking } = useLoaderData<typeof loader>();
  // Tracking's events are fetched once the page is interactive, not with it (decision 200).
  useEffect(() => void loadTracking(), []);
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Outlet />
      <Toaster toast={toast} />
      <TrackingScripts scripts={tracking} />
    </>
  );
}

/** The last resort, when even a layout failed: logo, the error, footer. */
export function ErrorBoundary() {
  return (
    <>
      <header className={styles.minimalHeader}>
        <Logo />
      </header>
      <main id="main" className={styles.main}>
        <RouteErrorScreen />
      </main>
      <Footer />
    </>
  );
}
