/** Exit codes the supervisor reads from its children (server/primary.ts). */

/** The embedded API cannot open its data directory: a restart cannot mend it, so the shop stops. */
export const EXIT_DATA_DIR_UNUSABLE = 78;
