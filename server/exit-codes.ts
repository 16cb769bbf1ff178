/** Exit codes the supervisor reads from its children (server/primary.ts). */

/** The embedded API cannot open its data directory: a restart cannot mend it, so the shop stops. */
export const EXIT_DATA_DIR_UNUSABLE = 78;

/**
 * The embedded API cannot open its data directory because its disk is full: the supervisor starts
 * it again every few seconds, and the shop is back by itself once space is freed.
 */
export const EXIT_NO_SPACE = 75;
