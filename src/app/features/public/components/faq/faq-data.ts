export const FAQ_CATEGORIES = [
  { key: 'general', label: 'General' },
  { key: 'appointments', label: 'Appointments' },
  { key: 'doctors', label: 'Doctors' },
  { key: 'technical', label: 'Technical' },
  { key: 'billing', label: 'Billing' },
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number]['key'];

/** The answer's type sets its icon colour (section 2.12). */
export type FaqType = 'info' | 'success' | 'warning';
export type Faq = { category: FaqCategory; question: string; answer: string; type: FaqType };

export const FAQS: Faq[] = [
  {
    category: 'general',
    type: 'info',
    question: 'What is Mashwara?',
    answer:
      'Mashwara is an appointment booking service that connects patients in Pakistan with verified doctors.',
  },
  {
    category: 'general',
    type: 'success',
    question: 'Is it free for patients?',
    answer:
      'Creating an account and searching for doctors is free. You pay only the consultation fee the doctor sets.',
  },
  {
    category: 'general',
    type: 'info',
    question: 'Do I need an account to browse doctors?',
    answer:
      'No. Anyone can browse the doctor list and doctor profiles. You need a patient account to book.',
  },
  {
    category: 'general',
    type: 'warning',
    question: 'Is Mashwara for emergencies?',
    answer:
      'No. In a medical emergency call 1122 or go to the nearest emergency department. Emergency appointment types are for urgent but not life-threatening visits.',
  },
  {
    category: 'appointments',
    type: 'info',
    question: 'How do I book an appointment?',
    answer:
      'Open a doctor’s profile, choose Book Appointment, pick a date and an open time slot, give a reason for your visit and confirm.',
  },
  {
    category: 'appointments',
    type: 'warning',
    question: 'Can I cancel or reschedule?',
    answer:
      'Yes, from My Appointments. Please cancel or reschedule at least 24 hours before the appointment.',
  },
  {
    category: 'appointments',
    type: 'info',
    question: 'How far ahead can I book?',
    answer: 'Up to 3 months ahead, in any slot the doctor has open.',
  },
  {
    category: 'appointments',
    type: 'success',
    question: 'When should I arrive?',
    answer: 'Please arrive 15 minutes before your appointment time.',
  },
  {
    category: 'doctors',
    type: 'success',
    question: 'Are the doctors verified?',
    answer:
      'Yes. An administrator checks every doctor’s license number and qualifications before their profile is listed.',
  },
  {
    category: 'doctors',
    type: 'info',
    question: 'How do I join as a doctor?',
    answer:
      'Create a doctor account. Verification usually takes two business days; you can sign in and take bookings once approved.',
  },
  {
    category: 'doctors',
    type: 'info',
    question: 'Can I leave a review?',
    answer:
      'Yes, once an appointment is completed you can review that doctor from My Reviews. You may post anonymously.',
  },
  {
    category: 'technical',
    type: 'info',
    question: 'Does Mashwara work offline?',
    answer:
      'Your appointments, notifications and profile stay readable offline, and changes you make sync when you are back online. Signing in, registration, booking and payment need a connection.',
  },
  {
    category: 'technical',
    type: 'warning',
    question: 'I forgot my password.',
    answer: 'Use Forgot Password on the sign-in page. The reset link works once, for 1 hour.',
  },
  {
    category: 'technical',
    type: 'info',
    question: 'Which browsers are supported?',
    answer: 'Current versions of Chrome, Edge, Firefox and Safari, on phones and computers.',
  },
  {
    category: 'billing',
    type: 'info',
    question: 'How much does a consultation cost?',
    answer: 'Each doctor sets a fee between Rs 500 and Rs 5,000, shown before you book.',
  },
  {
    category: 'billing',
    type: 'success',
    question: 'How can I pay?',
    answer:
      'Bookings are recorded as cash, paid at the clinic. You can also pay online by mobile wallet from the payment page.',
  },
  {
    category: 'billing',
    type: 'warning',
    question: 'What if a payment fails?',
    answer:
      'Your appointment stays booked and unpaid. You can try paying again, or pay at the clinic.',
  },
];

/** Case-insensitive match on the question or the answer. */
export function filterFaqs(faqs: Faq[], query: string): Faq[] {
  const q = query.trim().toLowerCase();
  if (!q) return faqs;
  return faqs.filter(
    (f) => f.question.toLowerCase().includes(q) || f.answer.toLowerCase().includes(q),
  );
}
