/** Texts and timings of sections 2.6–2.9, 8 and 9, and D2. */
export const AUTH_MSG = {
  registered: 'Account created successfully! Please sign in to continue.',
  registrationFailed: 'Registration failed. Please try again.',
  registrationOffline: 'You are offline. Creating an account needs a connection.',
  fixErrors: 'Please fix the errors above to continue.',
  forgotFailed: 'Failed to send reset email',
  forgotError: 'An error occurred. Please try again.',
  forgotOffline: 'You are offline. Sending a reset link needs a connection.',
  invalidToken: 'Invalid or expired reset token',
  verifyFailed: 'Failed to verify reset token',
  resetFailed: 'Failed to reset password',
  resetOffline: 'You are offline. Resetting your password needs a connection.',
  resetDone: 'Your password has been reset. Please sign in.',
} as const;

export const REGISTRATION_REDIRECT_MS = 1500;
export const RESET_REDIRECT_MS = 3000;
