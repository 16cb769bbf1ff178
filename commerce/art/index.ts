/** Serves the generated SVG artwork under /api/image/... (filled in by the artwork module). */
import type { Database } from "../db/index";

export async function handleImage(_request: Request, _db: Database): Promise<Response> {
  return new Response("Not found", { status: 404 });
}
