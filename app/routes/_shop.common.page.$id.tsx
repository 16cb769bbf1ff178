/**
 * The account document's content page route, /common/page/{id} and /common/page/{keyword}: the
 * same page as /page/{id}.
 */
export { ErrorBoundary, default, handle, loader, meta } from "./_shop.page.$id";
