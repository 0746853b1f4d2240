import { msg, useT } from '#app/lib/i18n';

const STEPS = [
  {
    title: msg('Sign Up'),
    text: msg('Create a free patient account with your name and e-mail address.'),
  },
  {
    title: msg('Choose Doctor'),
    text: msg(
      'Search verified doctors by specialty, experience and rating, and read patient reviews.',
    ),
  },
  {
    title: msg('Book Appointment'),
    text: msg(
      'Pick an open time slot, tell the doctor why you are coming, and confirm your booking.',
    ),
  },
] as const;

export function HowItWorks() {
  const t = useT();
  return (
    <section className="landing-section" aria-labelledby="how-title">
      <h2 id="how-title" className="section-title">
        {t('How It Works')}
      </h2>
      <ol className="steps">
        {STEPS.map((step, i) => (
          <li key={step.title} className="card step">
            <span className="step-number" aria-hidden="true">
              {i + 1}
            </span>
            <h3>{t(step.title)}</h3>
            <p className="muted">{t(step.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
