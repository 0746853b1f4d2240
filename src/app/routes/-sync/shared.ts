import { KINDS as PREFERENCES } from '#app/features/notification-preferences/api/preferences-kind';
import { KINDS as NOTIFICATIONS } from '#app/features/notifications/api/notification-kinds';
import { KINDS as PROFILE } from '#app/features/profile/api/profile-kind';
import type { SyncKind } from '#app/offline/types';

/** The change kinds every role's screens queue: notifications read, profile and choices saved. */
export const SHARED: readonly SyncKind<never, never>[] = [
  ...NOTIFICATIONS,
  ...PROFILE,
  ...PREFERENCES,
];
