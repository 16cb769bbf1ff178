/**
 * The one place the storefront touches `commerce/`: mounting its fetch handler under /api.
 * Everything else talks to it over HTTP through the API client, exactly as to a remote store.
 */
import { embeddedApi, type CommerceApi } from "@commerce/index";
import { getEnv } from "./env.server";

let started: Promise<CommerceApi> | undefined;

export async function handleEmbeddedApi(request: Request): Promise<Response> {
  // With COMMERCE_API_URL set, the shop uses a remote store and serves no API of its own.
  if (!getEnv().embeddedApi) return new Response("Not found", { status: 404 });
  started = embeddedApi();
  const api = await started;
  return api.handle(request);
}

/** Closes the embedded database if it was opened (PGlite must be closed for a clean exit). */
export async function closeEmbeddedApi(): Promise<void> {
  if (!started) return;
  const api = await started.catch(() => undefined);
  await api?.close();
}
