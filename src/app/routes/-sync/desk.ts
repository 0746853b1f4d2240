import { KINDS as DESK } from '#app/features/desk/api/desk-kinds';
import type { SyncKind } from '#app/offline/types';

/**
 * The change kinds the front desk's screens queue (start.ts): check-in and cash (issue 42, ADR
 * 155), replayed exactly once through the outbox (ADR 045).
 */
export const KINDS: readonly SyncKind<never, never>[] = [...DESK];
