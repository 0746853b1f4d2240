import { KINDS as STATUS } from '#app/features/doctor-day/api/status-kind';
import { KINDS as NOTES } from '#app/features/doctor-patients/api/notes-kind';
import { KINDS as SLOTS } from '#app/features/doctor-profile/api/slot-kind';
import { KINDS as SUMMARIES } from '#app/features/visit-summaries/api/summary-kind';
import type { SyncKind } from '#app/offline/types';
import { SHARED } from './shared';

/** The change kinds a doctor's screens queue (start.ts). */
export const KINDS: readonly SyncKind<never, never>[] = [
  ...SHARED,
  ...NOTES,
  ...SLOTS,
  ...STATUS,
  ...SUMMARIES,
];
