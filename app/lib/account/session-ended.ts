/**
 * What the shopper reads when a save found the session ended elsewhere (signed out in another tab):
 * on the login page, and on Edit account when the typed change is back (docs/decisions/238-session-ended-on-save.md).
 */
export const SESSION_ENDED_TEXT = "You were signed out, so your changes were not saved. Please sign in again.";
export const RESTORED_PROFILE_TEXT = "Your changes are not saved yet: check them and press Save changes.";
/** On an address-book form, when the typed address is back (docs/decisions/265-session-ended-address-book.md). */
export const RESTORED_ADDRESS_TEXT = "Your address is not saved yet: check it and press Save address.";
