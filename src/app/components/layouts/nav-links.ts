import { msg } from '#app/lib/i18n';
import type { Role } from '#shared/schemas/user';

export type NavLink = { to: string; label: string };

/** ADR 076's menus; labels are catalog ids, translated where they are shown. */
export const SIGNED_OUT_LINKS: NavLink[] = [
  { to: '/', label: msg('Home') },
  { to: '/about', label: msg('About') },
  { to: '/doctors', label: msg('Find Doctors') },
  { to: '/contact', label: msg('Contact') },
];

export const ROLE_LINKS: Record<Role, NavLink[]> = {
  patient: [
    { to: '/patient/dashboard', label: msg('Dashboard') },
    { to: '/patient/doctors', label: msg('Find Doctors') },
    { to: '/patient/appointments', label: msg('My Appointments') },
    { to: '/patient/reviews', label: msg('My Reviews') },
    { to: '/patient/profile', label: msg('Profile') },
  ],
  doctor: [
    { to: '/doctor/dashboard', label: msg('Dashboard') },
    { to: '/doctor/appointments', label: msg('Appointments') },
    { to: '/doctor/schedule', label: msg('Schedule') },
    { to: '/doctor/patients', label: msg('Patients') },
    { to: '/doctor/desk', label: msg('Front Desk') },
    { to: '/doctor/profile', label: msg('Profile') },
  ],
  admin: [
    { to: '/admin/dashboard', label: msg('Dashboard') },
    { to: '/admin/doctors', label: msg('Doctors') },
    { to: '/admin/users', label: msg('Users') },
    { to: '/admin/appointments', label: msg('Appointments') },
    { to: '/admin/reports', label: msg('Reports') },
    { to: '/admin/contact-messages', label: msg('Contact messages') },
  ],
  desk: [{ to: '/desk', label: msg('Front Desk') }],
};

/** The account menu's profile or settings link. */
export const ACCOUNT_LINK: Record<Role, NavLink> = {
  patient: { to: '/patient/profile', label: msg('My Profile') },
  doctor: { to: '/doctor/profile', label: msg('My Profile') },
  admin: { to: '/admin/settings', label: msg('Settings') },
  // The desk's account is its password only (ADR 154): /profile shows that for a desk member.
  desk: { to: '/profile', label: msg('Settings') },
};

/** In every role's account menu: where this account is signed in. */
export const DEVICES_LINK: NavLink = { to: '/devices', label: msg('Signed-in devices') };
