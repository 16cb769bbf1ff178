/**
 * The content page route (docs/product/content-and-forms.md), /common/page/{id} and /common/page/{keyword}: the
 * same page as /page/{id}.
 */
export { ErrorBoundary, default, handle, loader, meta } from "./_shop.page.$id";
