/**
 * The e-mails the server writes itself, in English (ADR 148): one entry per mail, its subject
 * and its lines, with `{name}` placeholders. mail-texts-ur.ts holds the same entries in Urdu;
 * mail-texts.ts fills them. Notification mails are not here: they carry the notification's own
 * text (notification-texts.ts, and in Urdu message-texts-ur.ts).
 */
export type MailTemplate = { subject: string; lines: readonly string[] };

export const ENGLISH_MAIL = {
  deskInvitation: {
    subject: 'Dr. {doctorName} invites you to the front desk on {siteName}',
    lines: [
      'Hello {name},',
      '',
      'Dr. {doctorName} invites you to work at the front desk of {practices} on {siteName}.',
      'Open this link within 7 days to accept and choose your password: {link}',
      '',
      'If you do not know this doctor, ignore this e-mail.',
    ],
  },
  passwordReset: {
    subject: 'Reset your {siteName} password',
    lines: [
      'Hello {name},',
      '',
      'Someone asked to reset the password of your {siteName} account.',
      'Open this link within 1 hour to choose a new password: {link}',
      '',
      'If it was not you, ignore this e-mail; your password stays as it is.',
    ],
  },
  verifyEmail: {
    subject: 'Confirm your email for {siteName}',
    lines: [
      'Hello {name},',
      '',
      'Please confirm that this is your email address for your {siteName} account.',
      'Open this link within 48 hours to confirm it: {link}',
      '',
      'Until it is confirmed, appointment reminders are not sent to this address.',
      'If it was not you, ignore this e-mail.',
    ],
  },
  confirmNewEmail: {
    subject: 'Confirm your new email address',
    lines: [
      'Hello {name},',
      '',
      'You asked to use this address for your {siteName} account.',
      'Open this link within 48 hours to confirm it: {link}',
      '',
      'Until it is confirmed, your account keeps its current address.',
      'If it was not you, ignore this e-mail.',
    ],
  },
  passwordChanged: {
    subject: 'Your password was changed',
    lines: [
      'Hello {name},',
      '',
      'The password of your {siteName} account was changed, and every other device was signed out.',
      '',
      'If it was not you, reset your password at once with "Forgot password?" on the sign-in page, then check your signed-in devices in your profile.',
    ],
  },
  emailChangeRequested: {
    subject: 'A change of your email address was requested',
    lines: [
      'Hello {name},',
      '',
      'Someone signed in to your {siteName} account asked to use {newEmail} instead of this address.',
      'Nothing changes until the link sent to the new address is opened.',
      '',
      'If it was not you, change your password at once and sign out your other devices in your profile.',
    ],
  },
  // Every mail ends with where to ask for help (mailer.ts); its subject is unused.
  signature: {
    subject: '',
    lines: ['--', '{siteName}', 'Questions? Write to {contactEmail}.'],
  },
  signatureWithPhone: {
    subject: '',
    lines: ['--', '{siteName}', 'Questions? Write to {contactEmail} or call {supportPhone}.'],
  },
} as const satisfies Record<string, MailTemplate>;

export type MailKey = keyof typeof ENGLISH_MAIL;
