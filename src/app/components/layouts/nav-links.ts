import type { Role } from '#shared/schemas/user';

export type NavLink = { to: string; label: string };

/** Section 2.3's menus. */
export const SIGNED_OUT_LINKS: NavLink[] = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/doctors', label: 'Find Doctors' },
  { to: '/contact', label: 'Contact' },
];

export const ROLE_LINKS: Record<Role, NavLink[]> = {
  patient: [
    { to: '/patient/dashboard', label: 'Dashboard' },
    { to: '/patient/doctors', label: 'Find Doctors' },
    { to: '/patient/appointments', label: 'My Appointments' },
    { to: '/patient/reviews', label: 'My Reviews' },
    { to: '/patient/profile', label: 'Profile' },
  ],
  doctor: [
    { to: '/doctor/dashboard', label: 'Dashboard' },
    { to: '/doctor/appointments', label: 'Appointments' },
    { to: '/doctor/schedule', label: 'Schedule' },
    { to: '/doctor/patients', label: 'Patients' },
    { to: '/doctor/profile', label: 'Profile' },
  ],
  admin: [
    { to: '/admin/dashboard', label: 'Dashboard' },
    { to: '/admin/doctors', label: 'Doctors' },
    { to: '/admin/users', label: 'Users' },
    { to: '/admin/appointments', label: 'Appointments' },
    { to: '/admin/reports', label: 'Reports' },
  ],
};

/** The account menu's profile or settings link. */
export const ACCOUNT_LINK: Record<Role, NavLink> = {
  patient: { to: '/patient/profile', label: 'My Profile' },
  doctor: { to: '/doctor/profile', label: 'My Profile' },
  admin: { to: '/admin/settings', label: 'Settings' },
};
