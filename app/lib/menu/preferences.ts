/** Where the currency and language switchers post (app/routes/resources.preferences.ts; schema in app/lib/forms/preferences.ts). */
export const PREFERENCES_PATH = "/resources/preferences";
