import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { errorTitle, RouteErrorScreen } from "~/components/ErrorScreen";
import { InformationPage } from "~/components/content/InformationPage";
import { logApiError, type CommerceClient } from "~/lib/api/client.server";
import { CommerceApiError } from "~/lib/api/errors";
import { graphql } from "~/lib/api/operation";
import { notFound, throwApiFailure } from "~/lib/http.server";
import { sanitizeContent } from "~/lib/sanitize.server";
import { pageTitle } from "~/lib/store-config";

const ResolveUrlQuery = graphql<{ searchUrl: { id: string | null; type: string | null } | null }, { url: string }>(`
  query ResolveUrl($url: String) {
    searchUrl(url: $url) {
      id
      type
    }
  }
`);

const InformationPageQuery = graphql<
  {
    page: {
      id: string | null;
      name: string | null;
      description: string | null;
      meta: { title: string | null; description: string | null; keyword: string | null } | null;
    } | null;
  },
  { id: string }
>(`
  query InformationPage($id: String) {
    page(id: $id) {
      id
      name
      description
      meta {
        title
        description
        keyword
      }
    }
  }
`);

/** Where the id routes of other resolved types live, until their own views arrive with later issues. */
const ID_ROUTES: Record<string, string> = {
  category: "/store/category/",
  product: "/store/product/",
  manufacturer: "/store/manufacturer/",
};

/**
 * Any path no other route claims is an SEO keyword URL of the API (footer links like /privacy):
 * resolved with `searchUrl`; information pages render here, other types go to their id route,
 * everything else is 'Page not found' (404).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = context.shopper;
  const { pathname } = new URL(request.url);
  const resolved = await resolveUrl(api, pathname);
  if (!resolved?.id || !resolved.type) notFound();

  if (resolved.type === "page") {
    const { page } = await api.request(InformationPageQuery, { id: resolved.id }).catch(throwApiFailure);
    if (!page) notFound();
    return {
      title: page.name ?? "",
      html: sanitizeContent(page.description),
      meta: page.meta,
    };
  }

  const target = ID_ROUTES[resolved.type] ? ID_ROUTES[resolved.type] + encodeURIComponent(resolved.id) : null;
  if (!target || target === pathname) notFound();
  throw redirect(target);
}

/** An unreachable API is a 503; any other failure to resolve means there is no such page. */
async function resolveUrl(api: CommerceClient, pathname: string) {
  try {
    return (await api.request(ResolveUrlQuery, { url: pathname })).searchUrl;
  } catch (error) {
    if (error instanceof CommerceApiError && error.unavailable) throwApiFailure(error);
    logApiError(`searchUrl ${pathname}`, error);
    return null;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!data) return [{ title: pageTitle(errorTitle(error)) }];
  return [
    { title: pageTitle(data.meta?.title || data.title) },
    ...(data.meta?.description ? [{ name: "description", content: data.meta.description }] : []),
    ...(data.meta?.keyword ? [{ name: "keywords", content: data.meta.keyword }] : []),
  ];
};

export default function KeywordPage() {
  const { title, html } = useLoaderData<typeof loader>();
  return <InformationPage title={title} html={html} />;
}

export const ErrorBoundary = RouteErrorScreen;
