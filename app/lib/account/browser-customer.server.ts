/**
 * What the storefront remembers of the customer signed in on this browser, in the signed session
 * cookie (docs/decisions/093-unsaved-values-belong-to-a-customer.md): who it was (a keyed digest of
 * their id, never the id: the cookie is readable), what they typed on Edit account or an address
 * form when a save found the session ended elsewhere (decisions 238, 265), and whether they have
 * just registered.
 *
 * Typed values come back to the customer who typed them only. Signing out forgets them, and so
 * does signing in as someone else. The customer is the last one the storefront saw signed in here,
 * noted at sign-in and by the forms' own pages; it outlives a sign-out, because a tab still open on
 * the form saves after the session ended, and its typed values are still that customer's.
 */
import { createHmac } from "node:crypto";
import type { AddressFormValues } from "~/lib/address";
import { getEnv } from "~/lib/env.server";
import type { UnsavedProfile } from "~/lib/session.server";
import type { Shopper } from "~/lib/shopper.server";

/** The contract's Customer.id, which a store may leave empty. */
type CustomerId = string | null | undefined;

/** The customer as this cookie names them; none for a customer the store gave no id. */
function customerKey(customerId: CustomerId): string | undefined {
  if (!customerId) return undefined;
  return createHmac("sha256", getEnv().sessionSecrets[0]!).update(`lumen-customer:${customerId}`).digest("base64url").slice(0, 22);
}

function forgetUnsaved(shopper: Shopper): void {
  shopper.setValue("unsavedProfile", undefined);
  shopper.setValue("unsavedAddress", undefined);
}

/** This browser's customer is now `customerId`: what another customer typed is forgotten. */
export function noteSignedIn(shopper: Shopper, customerId: CustomerId): void {
  const key = customerKey(customerId);
  if (key && shopper.getValue("customerKey") === key) return;
  forgetUnsaved(shopper);
  shopper.setValue("newAccount", undefined);
  shopper.setValue("customerKey", key);
}

/** Signed out: nothing typed before stays for whoever signs in next, and the next welcome is a return. */
export function noteSignedOut(shopper: Shopper): void {
  forgetUnsaved(shopper);
  shopper.setValue("newAccount", undefined);
}

/** The customer signed in now has just registered (call after `noteSignedIn`). */
export function noteNewAccount(shopper: Shopper): void {
  shopper.setValue("newAccount", shopper.getValue("customerKey"));
}

/** True while `customerId`, registered on this browser, has not signed out since: the hub welcomes a new account. */
export function isNewAccount(shopper: Shopper, customerId: CustomerId): boolean {
  const registered = shopper.getValue("newAccount");
  return registered !== undefined && registered === customerKey(customerId);
}

/** Keeps the typed profile for the customer last seen signed in here; with none known, nothing is kept. */
export function keepUnsavedProfile(shopper: Shopper, values: UnsavedProfile): void {
  const owner = shopper.getValue("customerKey");
  if (owner) shopper.setValue("unsavedProfile", { owner, values });
}

/** The same for an address form: which address (null: a new one) and what was typed. */
export function keepUnsavedAddress(shopper: Shopper, addressId: string | null, values: AddressFormValues): void {
  const owner = shopper.getValue("customerKey");
  if (owner) shopper.setValue("unsavedAddress", { owner, addressId, values });
}

/** The profile `customerId` typed, once: the first Edit account page after sign-in reads it and forgets it. */
export function takeUnsavedProfile(shopper: Shopper, customerId: CustomerId): UnsavedProfile | null {
  noteSignedIn(shopper, customerId);
  const unsaved = shopper.getValue("unsavedProfile");
  if (!unsaved) return null;
  shopper.setValue("unsavedProfile", undefined);
  return unsaved.owner === shopper.getValue("customerKey") ? unsaved.values : null;
}

/**
 * The address `customerId` typed on this form (the same address, or a new one), once: the first
 * address form after sign-in reads it and forgets it.
 */
export function takeUnsavedAddress(shopper: Shopper, customerId: CustomerId, addressId: string | null): AddressFormValues | null {
  noteSignedIn(shopper, customerId);
  const unsaved = shopper.getValue("unsavedAddress");
  if (!unsaved) return null;
  shopper.setValue("unsavedAddress", undefined);
  return unsaved.owner === shopper.getValue("customerKey") && unsaved.addressId === addressId ? unsaved.values : null;
}
