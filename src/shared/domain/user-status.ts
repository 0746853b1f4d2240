import type { Role, UserStatus } from '../schemas/user';

/**
 * The status Manage Users shows and filters by (ADR 026, "Admin user
 * status"): a doctor not yet verified reads as pending whatever is stored, except that a block
 * always shows, so that the screen never hides an account the administrator has blocked.
 */
export function displayStatus(user: {
  role: Role;
  status: UserStatus;
  isVerified: boolean;
}): UserStatus {
  if (user.status === 'blocked') return 'blocked';
  return user.role === 'doctor' && !user.isVerified ? 'pending' : user.status;
}
