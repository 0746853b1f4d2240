const STEPS = [
  {
    title: 'Sign Up',
    text: 'Create a free patient account with your name and e-mail address.',
  },
  {
    title: 'Choose Doctor',
    text: 'Search verified doctors by specialty, experience and rating, and read patient reviews.',
  },
  {
    title: 'Book Appointment',
    text: 'Pick an open time slot, tell the doctor why you are coming, and confirm your booking.',
  },
] as const;

export function HowItWorks() {
  return (
    <section className="landing-section" aria-labelledby="how-title">
      <h2 id="how-title" className="section-title">
        How It Works
      </h2>
      <ol className="steps">
        {STEPS.map((step, i) => (
          <li key={step.title} className="card step">
            <span className="step-number" aria-hidden="true">
              {i + 1}
            </span>
            <h3>{step.title}</h3>
            <p className="muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
