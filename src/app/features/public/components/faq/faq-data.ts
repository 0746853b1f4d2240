import { msg } from '#app/lib/i18n';
export const FAQ_CATEGORIES = [
  { key: 'general', label: msg('General') },
  { key: 'appointments', label: msg('Appointments') },
  { key: 'doctors', label: msg('Doctors') },
  { key: 'technical', label: msg('Technical') },
  { key: 'billing', label: msg('Billing') },
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number]['key'];

/** The answer's type sets its icon colour (ADR 076). */
export type FaqType = 'info' | 'success' | 'warning';
export type Faq = { category: FaqCategory; question: string; answer: string; type: FaqType };

export const FAQS: Faq[] = [
  {
    category: 'general',
    type: 'info',
    question: msg('What is Mashwara?'),
    answer: msg(
      'Mashwara is an appointment booking service that connects patients in Pakistan with verified doctors.',
    ),
  },
  {
    category: 'general',
    type: 'success',
    question: msg('Is it free for patients?'),
    answer: msg(
      'Creating an account and searching for doctors is free. You pay only the consultation fee the doctor sets.',
    ),
  },
  {
    category: 'general',
    type: 'info',
    question: msg('Do I need an account to browse doctors?'),
    answer: msg(
      'No. Anyone can browse the doctor list and doctor profiles. You need a patient account to book.',
    ),
  },
  {
    category: 'general',
    type: 'warning',
    question: msg('Is Mashwara for emergencies?'),
    answer: msg(
      'No. In a medical emergency call 1122 or go to the nearest emergency department. Emergency appointment types are for urgent but not life-threatening visits.',
    ),
  },
  {
    category: 'appointments',
    type: 'info',
    question: msg('How do I book an appointment?'),
    answer: msg(
      'Open a doctor’s profile, choose Book Appointment, pick a date and an open time slot, give a reason for your visit and confirm.',
    ),
  },
  {
    category: 'appointments',
    type: 'warning',
    question: msg('Can I cancel or reschedule?'),
    answer: msg(
      'Yes, from My Appointments. Please cancel or reschedule at least 24 hours before the appointment.',
    ),
  },
  {
    category: 'appointments',
    type: 'info',
    question: msg('How far ahead can I book?'),
    answer: msg('Up to 3 months ahead, in any slot the doctor has open.'),
  },
  {
    category: 'appointments',
    type: 'success',
    question: msg('When should I arrive?'),
    answer: msg('Please arrive 15 minutes before your appointment time.'),
  },
  {
    category: 'doctors',
    type: 'success',
    question: msg('Are the doctors verified?'),
    answer: msg(
      'Yes. An administrator checks every doctor’s license number and qualifications before their profile is listed.',
    ),
  },
  {
    category: 'doctors',
    type: 'info',
    question: msg('How do I join as a doctor?'),
    answer: msg(
      'Create a doctor account. Verification usually takes two business days; you can sign in and take bookings once approved.',
    ),
  },
  {
    category: 'doctors',
    type: 'info',
    question: msg('Can I leave a review?'),
    answer: msg(
      'Yes, once an appointment is completed you can review that doctor from My Reviews. You may post anonymously.',
    ),
  },
  {
    category: 'technical',
    type: 'info',
    question: msg('Does Mashwara work offline?'),
    answer: msg(
      'Your appointments, notifications and profile stay readable offline, and changes you make sync when you are back online. Signing in, registration, booking and payment need a connection.',
    ),
  },
  {
    category: 'technical',
    type: 'warning',
    question: msg('I forgot my password.'),
    answer: msg('Use Forgot Password on the sign-in page. The reset link works once, for 1 hour.'),
  },
  {
    category: 'technical',
    type: 'info',
    question: msg('Which browsers are supported?'),
    answer: msg('Current versions of Chrome, Edge, Firefox and Safari, on phones and computers.'),
  },
  {
    category: 'billing',
    type: 'info',
    question: msg('How much does a consultation cost?'),
    answer: msg('Each doctor sets a fee between Rs 500 and Rs 5,000, shown before you book.'),
  },
  {
    category: 'billing',
    type: 'success',
    question: msg('How can I pay?'),
    answer: msg(
      'Bookings are recorded as cash, paid at the clinic. You can also pay online by mobile wallet from the payment page.',
    ),
  },
  {
    category: 'billing',
    type: 'warning',
    question: msg('What if a payment fails?'),
    answer: msg(
      'Your appointment stays booked and unpaid. You can try paying again, or pay at the clinic.',
    ),
  },
];

/** Case-insensitive match on the question or the answer. */
/** The questions whose shown text (translated when given) contains the query. */
export function filterFaqs<T extends Faq & { shownQuestion?: string; shownAnswer?: string }>(
  faqs: T[],
  query: string,
): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return faqs;
  return faqs.filter(
    (f) =>
      (f.shownQuestion ?? f.question).toLowerCase().includes(q) ||
      (f.shownAnswer ?? f.answer).toLowerCase().includes(q),
  );
}
