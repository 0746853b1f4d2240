import { appointments } from './collections/appointments';
import { doctorReviews } from './collections/doctor-reviews';
import { familyMembers } from './collections/family-members';
import { notificationPreferences } from './collections/notification-preferences';
import { notifications } from './collections/notifications';
import { patients } from './collections/patients';
import { profile } from './collections/profile';
import { reviews } from './collections/reviews';
import { schedule } from './collections/schedule';
import { visits } from './collections/visits';
import { waitlist } from './collections/waitlist';
import { syncEngine } from './outbox';
import type { SyncKind } from './types';

/** Every mirrored collection; each names the roles it is refreshed for (ADR 087). */
export const COLLECTIONS = [
  appointments,
  notifications,
  profile,
  reviews,
  patients,
  doctorReviews,
  schedule,
  familyMembers,
  visits,
  notificationPreferences,
  waitlist,
] as const;

/** Registers every collection with the engine (idempotent). */
export function registerCollections(): void {
  for (const collection of COLLECTIONS) syncEngine.registerCollection(collection);
}

/**
 * The one registration (ADR 098): every collection, and the change kinds the features hand in
 * (offline/ may not import features), before replay starts, so changes queued before a reload go
 * without their screen being opened. Loaded at sign-in only (ADR 056). Returns stop.
 */
export function startOffline(
  featureKinds: readonly (readonly SyncKind<never, never>[])[],
): () => void {
  registerCollections();
  for (const kind of featureKinds.flat()) syncEngine.registerKind(kind);
  return syncEngine.start();
}
