/**
 * The index endpoint's `route=api/...` on the stock profile, as a real OpenCart 3.0.3.9 store
 * answers (docs/decisions/220-stock-profile-as-recorded.md): OpenCart's own order API is
 * opencart-order-api.ts (it refuses a caller without its API login), and every other route is the
 * shop's "page not found" page.
 */

const NOT_FOUND_PAGE = `<!DOCTYPE html>
<html dir="ltr" lang="en">
<head><meta charset="UTF-8" /><title>The page you requested cannot be found!</title></head>
<body>
<div id="content"><h1>The page you requested cannot be found!</h1>
<p>The page you requested cannot be found.</p></div>
</body>
</html>
`;

export function stockRestAnswer(): Response {
  return new Response(NOT_FOUND_PAGE, { status: 404, headers: { "content-type": "text/html; charset=utf-8" } });
}
