import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContactPage } from "~/components/contact/ContactPage";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { contactAction, loadContactPage } from "~/lib/contact/contact-page.server";
import { passRetryAfter } from "~/lib/http.server";
import { seoMeta } from "~/lib/seo/meta";
import { plainDescription } from "~/lib/seo/rules";
import { pageTitle } from "~/lib/store-config";

export async function loader({ context }: LoaderFunctionArgs) {
  return loadContactPage(context.shopper.api);
}

/** The contact form. */
export async function action({ request, context }: ActionFunctionArgs) {
  return contactAction(context.shopper, request);
}

export const meta: MetaFunction<typeof loader> = (args) =>
  seoMeta(args, {
    type: "contact",
    title: pageTitle("Contact us"),
    description: plainDescription(args.data?.comment) || "Write to us, call, or visit one of our showrooms.",
    path: "/contact",
  });

export default function ContactRoute() {
  const data = useLoaderData<typeof loader>();
  return <ContactPage data={data} />;
}

/** The Retry-After of a 429 (too many attempts) or a 503 (the store failing). */
export const headers = passRetryAfter;

export const ErrorBoundary = RouteErrorScreen;
