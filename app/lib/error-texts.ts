/** Texts of the product's error catalogue that several screens show, and the heading for a loader's failure. */
import { isRouteErrorResponse } from "@remix-run/react";

export const PAGE_NOT_FOUND_TITLE = "Page not found";
export const DEPRECATED_API_TEXT = "The installed version of the front end requires a newer version of the API.";
export const UNAVAILABLE_TITLE = "We'll be right back";
/** The generic error screen's heading (docs/product/shell-and-navigation.md: "a generic error screen shows an error heading"). */
export const GENERIC_ERROR_TITLE = "Something went wrong";
/** A failure with no message of its own (docs/product/texts-and-constants.md#messages). */
export const UNEXPECTED_ERROR = "An unexpected error occurred.";

/** The heading (and browser title) for what a loader threw. */
export function errorTitle(error: unknown): string {
  if (isRouteErrorResponse(error) && error.status === 404) return PAGE_NOT_FOUND_TITLE;
  if (isRouteErrorResponse(error) && error.status === 503) return UNAVAILABLE_TITLE;
  return GENERIC_ERROR_TITLE;
}
