import type { ApiContext } from "../graphql/context";

/** The card-style payment page under /api/payment/... (filled in by the checkout module). */
export async function handlePayment(_request: Request, _context: ApiContext): Promise<Response> {
  return new Response("Not found", { status: 404 });
}
