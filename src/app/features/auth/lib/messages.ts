import { msg } from '#app/lib/i18n';
/** Texts and timings of ADR 075, and ADR 002. */
export const AUTH_MSG = {
  registered: msg('Account created successfully! Please sign in to continue.'),
  registrationFailed: msg('Registration failed. Please try again.'),
  registrationOffline: msg('You are offline. Creating an account needs a connection.'),
  fixErrors: msg('Please fix the errors above to continue.'),
  forgotFailed: msg('Failed to send reset email'),
  forgotError: msg('An error occurred. Please try again.'),
  forgotOffline: msg('You are offline. Sending a reset link needs a connection.'),
  invalidToken: msg('Invalid or expired reset token'),
  verifyFailed: msg('Failed to verify reset token'),
  resetFailed: msg('Failed to reset password'),
  resetOffline: msg('You are offline. Resetting your password needs a connection.'),
  resetDone: msg('Your password has been reset. Please sign in.'),
} as const;

export const REGISTRATION_REDIRECT_MS = 1500;
export const RESET_REDIRECT_MS = 3000;
