import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { RouteErrorScreen } from "~/components/ErrorScreen";
import { LensConfigurator } from "~/components/lenses/LensConfigurator";
import type { BreadcrumbHandle } from "~/lib/breadcrumbs";
import type { RouteHandle } from "~/lib/document/cache-kind";
import type { ConfiguratorState } from "~/lib/lenses/configurator";
import { configuratorAction, loadConfigurator } from "~/lib/lenses/configurator.server";
import { pageTitle } from "~/lib/store-config";

/** The lens configurator of an Rx-able frame; its code loads with this route only, never with the product page. */
export async function loader({ params, context, request }: LoaderFunctionArgs) {
  return loadConfigurator(context, params.id ?? "", new URL(request.url));
}

/** Every step, "Edit lenses" from the cart and the final add to cart (docs/decisions/254-prescriptions-stay-in-the-form.md). */
export async function action({ params, context, request }: ActionFunctionArgs) {
  return configuratorAction(context, request, params.id ?? "");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? `Choose lenses for ${data.product.name}` : "Choose lenses") },
  { name: "robots", content: "noindex" },
];

/** A prescription is health data: no cache keeps these pages. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export default function LensesRoute() {
  const loaded = useLoaderData<typeof loader>();
  const answered = useActionData<ConfiguratorState>();
  const state = answered ?? loaded;
  // A new answer (a step posted without JavaScript, "Edit lenses") starts the form from its values.
  return <LensConfigurator key={`${state.step}|${state.replaces}|${JSON.stringify(state.errors)}`} {...state} />;
}

/** Home › the frame › Choose lenses. */
export const handle: BreadcrumbHandle<ConfiguratorState> & RouteHandle = {
  cacheKind: "personal",
  breadcrumb: ({ product }) => [
    { label: product.name, to: product.href },
    { label: "Choose lenses", to: `${product.href}/lenses` },
  ],
};

export const ErrorBoundary = RouteErrorScreen;
