import { useState } from 'react';
import { Tabs } from '#app/components/ui/tabs';
import { msg, useT } from '#app/lib/i18n';
import { Accordion } from '../accordion';

const TABS = [
  { key: 'general', label: msg('General') },
  { key: 'technical', label: msg('Technical') },
  { key: 'billing', label: msg('Billing') },
] as const;
type Tab = (typeof TABS)[number]['key'];

const QUESTIONS: Record<Tab, { question: string; answer: string }[]> = {
  general: [
    {
      question: msg('How are doctors verified?'),
      answer: msg(
        'Our team checks each doctor’s license number and qualifications before their profile appears in search.',
      ),
    },
    {
      question: msg('Can I cancel or reschedule an appointment?'),
      answer: msg(
        'Yes. Open My Appointments and choose Cancel or Reschedule. Please do so at least 24 hours before the appointment.',
      ),
    },
    {
      question: msg('How far ahead can I book?'),
      answer: msg('You can book up to 3 months ahead, in any open slot the doctor offers.'),
    },
  ],
  technical: [
    {
      question: msg('Does Mashwara work without internet?'),
      answer: msg(
        'Your appointments, notifications and profile stay readable offline. Signing in, creating an account, booking and paying need a connection.',
      ),
    },
    {
      question: msg('I did not receive the password reset e-mail.'),
      answer: msg(
        'Check your spam folder. Reset links work once, for 1 hour; ask for a new one from the Forgot Password page if it expired.',
      ),
    },
    {
      question: msg('Can I install Mashwara on my phone?'),
      answer: msg(
        'Yes. Open the site in your phone’s browser and choose “Add to Home screen” or “Install app”.',
      ),
    },
  ],
  billing: [
    {
      question: msg('How much does a consultation cost?'),
      answer: msg(
        'Each doctor sets a fee between Rs 500 and Rs 5,000, shown on their profile before you book.',
      ),
    },
    {
      question: msg('How do I pay?'),
      answer: msg(
        'A booking is recorded as cash, paid at the clinic. You can also pay the fee online by mobile wallet from the payment page.',
      ),
    },
    {
      question: msg('Are fees shown in PKR?'),
      answer: msg('Yes. All fees are in Pakistani rupees, in whole numbers.'),
    },
  ],
};

/** ADR 076: three tabs, one answer open at a time. */
export function ContactFaq() {
  const t = useT();
  const [tab, setTab] = useState<Tab>('general');
  const [open, setOpen] = useState<string | null>(null);
  const select = (next: Tab) => {
    setTab(next);
    setOpen(null);
  };
  return (
    <section className="contact-faq" aria-labelledby="contact-faq-title">
      <h2 id="contact-faq-title">{t('Frequently Asked Questions')}</h2>
      <Tabs
        label={t('Question topics')}
        tabs={TABS.map((tb) => ({ id: tb.key, label: t(tb.label) }))}
        selected={tab}
        onSelect={select}
      >
        <Accordion
          items={QUESTIONS[tab].map((q) => ({
            key: q.question,
            question: t(q.question),
            answer: t(q.answer),
          }))}
          openKey={open}
          onToggle={setOpen}
        />
      </Tabs>
    </section>
  );
}
