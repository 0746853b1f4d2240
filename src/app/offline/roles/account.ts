import { notificationPreferences } from '../collections/notification-preferences';
import { profile } from '../collections/profile';
import type { CollectionSource } from '../types';

/** Every role's own account: the profile and the notification choices. */
export const ACCOUNT: readonly CollectionSource[] = [profile, notificationPreferences];
