import type { Role } from '#shared/schemas/user';
import type { CollectionSource } from './types';

type Load = () => Promise<CollectionSource>;

const appointments: Load = () => import('./collections/appointments').then((m) => m.appointments);
const notifications: Load = () =>
  import('./collections/notifications').then((m) => m.notifications);
const profile: Load = () => import('./collections/profile').then((m) => m.profile);
const notificationPreferences: Load = () =>
  import('./collections/notification-preferences').then((m) => m.notificationPreferences);

const ACCOUNT: Load[] = [profile, notificationPreferences];
/** A patient's and a doctor's shared day: their appointments and notifications. */
const CARE: Load[] = [...ACCOUNT, appointments, notifications];

/**
 * Each role's mirrored collections, loaded for the signed-in role only (ADR 122): a patient's
 * start never downloads the doctor's collections, nor a doctor's the patient's. Each collection
 * also names its roles (ADR 087); a test keeps the two in step.
 */
export const ROLE_COLLECTIONS: Record<Role, Load[]> = {
  patient: [
    ...CARE,
    () => import('./collections/reviews').then((m) => m.reviews),
    () => import('./collections/family-members').then((m) => m.familyMembers),
    () => import('./collections/visits').then((m) => m.visits),
    () => import('./collections/waitlist').then((m) => m.waitlist),
  ],
  doctor: [
    ...CARE,
    () => import('./collections/patients').then((m) => m.patients),
    () => import('./collections/doctor-reviews').then((m) => m.doctorReviews),
    () => import('./collections/schedule').then((m) => m.schedule),
  ],
  admin: ACCOUNT,
};

/** The collections of `role` (every role's when none is given). */
export async function collectionsFor(role?: string): Promise<CollectionSource[]> {
  const loads = role
    ? (ROLE_COLLECTIONS[role as Role] ?? [])
    : [...new Set(Object.values(ROLE_COLLECTIONS).flat())];
  return [...new Set(await Promise.all(loads.map((load) => load())))];
}
