import '#app/features/public/public.css';
import { ContactFaq } from './contact-faq';
import { ContactForm } from './contact-form';
import { ContactHero } from './contact-hero';
import { Offices } from './offices';
import { StayConnected } from './stay-connected';

/** ADR 076. */
export function ContactPage() {
  return (
    <div className="page contact-page">
      <ContactHero />
      <div className="contact-main">
        <ContactForm />
        <ContactFaq />
      </div>
      <Offices />
      <StayConnected />
    </div>
  );
}
