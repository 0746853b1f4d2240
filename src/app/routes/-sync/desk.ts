import type { SyncKind } from '#app/offline/types';

/**
 * The change kinds the front desk's screens queue (start.ts): none yet. Walk-ins, check-ins and
 * cash queue offline with the desk's offline slice (issue 42).
 */
export const KINDS: readonly SyncKind<never, never>[] = [];
