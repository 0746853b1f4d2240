const FEATURES = [
  {
    title: 'Verified Doctors',
    text: 'Every doctor’s license and qualifications are checked by our team before they can take bookings.',
  },
  {
    title: 'Easy Booking',
    text: 'See real open slots in the clinic’s time zone and book in a few taps.',
  },
  {
    title: 'Fees in PKR',
    text: 'Consultation fees are shown up front in rupees, and you can pay by mobile wallet.',
  },
  {
    title: 'Secure and Private',
    text: 'Your medical history is shared only with the doctors you book, and leaves a shared phone when you sign out.',
  },
  {
    title: 'Works Offline',
    text: 'Your appointments and profile stay readable without a connection; changes sync when you are back online.',
  },
  {
    title: 'Reviews You Can Trust',
    text: 'Only patients who completed an appointment can review that doctor.',
  },
] as const;

export function FeaturesSection() {
  return (
    <section className="landing-section" aria-labelledby="features-title">
      <h2 id="features-title" className="section-title">
        Why Mashwara
      </h2>
      <ul className="feature-grid">
        {FEATURES.map((f) => (
          <li key={f.title} className="feature">
            <h3>{f.title}</h3>
            <p className="muted">{f.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
