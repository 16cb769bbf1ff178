import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleEmbeddedApi } from "~/lib/embedded-api.server";

/** The embedded commerce API: GraphQL, the REST index endpoint, images and the payment page under /api/*. */
export const loader = ({ request }: LoaderFunctionArgs) => handleEmbeddedApi(request);
export const action = ({ request }: ActionFunctionArgs) => handleEmbeddedApi(request);
