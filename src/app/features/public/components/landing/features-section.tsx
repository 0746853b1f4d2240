import { msg, useT } from '#app/lib/i18n';

const FEATURES = [
  {
    title: msg('Verified Doctors'),
    text: msg(
      'Every doctor’s license and qualifications are checked by our team before they can take bookings.',
    ),
  },
  {
    title: msg('Easy Booking'),
    text: msg('See real open slots in the clinic’s time zone and book in a few taps.'),
  },
  {
    title: msg('Fees in PKR'),
    text: msg('Consultation fees are shown up front in rupees, and you can pay by mobile wallet.'),
  },
  {
    title: msg('Secure and Private'),
    text: msg(
      'Your medical history is shared only with the doctors you book, and leaves a shared phone when you sign out.',
    ),
  },
  {
    title: msg('Works Offline'),
    text: msg(
      'Your appointments and profile stay readable without a connection; changes sync when you are back online.',
    ),
  },
  {
    title: msg('Reviews You Can Trust'),
    text: msg('Only patients who completed an appointment can review that doctor.'),
  },
] as const;

export function FeaturesSection() {
  const t = useT();
  return (
    <section className="landing-section" aria-labelledby="features-title">
      <h2 id="features-title" className="section-title">
        {t('Why Mashwara')}
      </h2>
      <ul className="feature-grid">
        {FEATURES.map((f) => (
          <li key={f.title} className="feature">
            <h3>{t(f.title)}</h3>
            <p className="muted">{t(f.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
