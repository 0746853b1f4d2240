import * as v from 'valibot';
import { type Page, queryNumber, requiredText } from './common';
import { EmailSchema, MSG } from './user';

/** Who writes: a patient, or a doctor (the form labels it Healthcare Provider). */
export const CONTACT_USER_TYPES = ['patient', 'doctor'] as const;
export type ContactUserType = (typeof CONTACT_USER_TYPES)[number];

export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
/** Messages one client address may send in an hour (ADR 144). */
export const CONTACT_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;
export const CONTACT_MESSAGES_PAGE_SIZE = 20;

export const CONTACT_MSG = {
  name: 'Please enter your name',
  nameLong: 'Please keep your name under 100 characters',
  userType: 'Please choose Patient or Healthcare Provider',
  subject: 'Please enter a subject',
  subjectLong: 'Please keep the subject under 200 characters',
  message: 'Please write your message',
  messageLong: 'Please keep your message under 5000 characters',
  sent: 'Thank you. Your message has reached our team; we reply within 24 hours.',
} as const;

/**
 * POST /contact, and the contact page's form (ADR 144): name, e-mail, subject and message are
 * required; userType is patient unless the writer chooses Healthcare Provider.
 */
export const ContactMessageSchema = v.object({
  name: requiredText(CONTACT_MSG.name, CONTACT_NAME_MAX, { long: CONTACT_MSG.nameLong }),
  email: EmailSchema,
  userType: v.optional(v.picklist(CONTACT_USER_TYPES, CONTACT_MSG.userType), 'patient'),
  subject: requiredText(CONTACT_MSG.subject, CONTACT_SUBJECT_MAX, {
    long: CONTACT_MSG.subjectLong,
  }),
  message: requiredText(CONTACT_MSG.message, CONTACT_MESSAGE_MAX, {
    long: CONTACT_MSG.messageLong,
    lines: 'multi',
  }),
});
export type ContactMessageInput = v.InferOutput<typeof ContactMessageSchema>;
/** The e-mail's message, for the form's error under the field. */
export const CONTACT_EMAIL_MSG = MSG.emailInvalid;

/** GET /admin/contact-messages */
export const ContactMessagesQuerySchema = v.object({
  page: v.optional(queryNumber('page', 1, 1_000_000), '1'),
});

/** One stored message as the administrator's list shows it. */
export type ContactMessage = {
  id: string;
  name: string;
  email: string;
  userType: ContactUserType;
  subject: string;
  message: string;
  createdAt: string;
};
export type ContactMessagesPage = Page<'messages', ContactMessage>;
