/**
 * The index endpoint's `route=api/...` on the stock profile, as a real OpenCart 3.0.3.9 store
 * answers (docs/decisions/220-stock-profile-as-recorded.md): OpenCart's own admin order API refuses
 * a caller without its API login (`api/coupon`, `api/cart/products`, `api/login` with a wrong key),
 * and every other route is the shop's "page not found" page.
 */
const NO_PERMISSION = "Warning: You do not have permission to access the API!";

/** What OpenCart's admin API answers a caller without an API session, by route. */
const ADMIN_API: Record<string, unknown> = {
  "api/coupon": { error: NO_PERMISSION },
  "api/cart/products": { error: { warning: NO_PERMISSION } },
  "api/login": [],
};

const NOT_FOUND_PAGE = `<!DOCTYPE html>
<html dir="ltr" lang="en">
<head><meta charset="UTF-8" /><title>The page you requested cannot be found!</title></head>
<body>
<div id="content"><h1>The page you requested cannot be found!</h1>
<p>The page you requested cannot be found.</p></div>
</body>
</html>
`;

export function stockRestAnswer(route: string): Response {
  // OpenCart keeps `&...` inside the route parameter's value only as extra parameters: the route is the first part.
  const name = route.split("&")[0]!;
  if (name in ADMIN_API) {
    // PHP's json_encode escapes slashes; these bodies have none.
    return new Response(JSON.stringify(ADMIN_API[name]), { status: 200, headers: { "content-type": "application/json" } });
  }
  return new Response(NOT_FOUND_PAGE, { status: 404, headers: { "content-type": "text/html; charset=utf-8" } });
}
