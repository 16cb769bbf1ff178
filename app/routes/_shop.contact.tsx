import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContactPage } from "~/components/contact/ContactPage";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { contactAction, loadContactPage } from "~/lib/contact/contact-page.server";
import type { RouteHandle } from "~/lib/document/cache-kind";
import { errorTitle } from "~/lib/error-texts";
import { passRetryAfter } from "~/lib/http.server";
import { contactMeta } from "~/lib/pages/page-heads.server";
import { headOf, privateMeta } from "~/lib/seo/head";
import { metaContext } from "~/lib/seo/meta.server";

export const handle = { cacheKind: "content" } satisfies RouteHandle;

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadContactPage(args.context.shopper.api);
  return { ...page, head: contactMeta(await metaContext(args), page.comment) };
}

/** The contact form. */
export async function action({ request, context }: ActionFunctionArgs) {
  return contactAction(context.shopper, request);
}

export const meta: MetaFunction<typeof loader> = (args) => (args.data ? headOf(args.data) : privateMeta(errorTitle(args.error)));

export default function ContactRoute() {
  const data = useLoaderData<typeof loader>();
  return <ContactPage data={data} />;
}

/** The Retry-After of a 429 (too many attempts) or a 503 (the store failing). */
export const headers = passRetryAfter;

export const ErrorBoundary = RouteErrorScreen;
