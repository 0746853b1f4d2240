import '#app/features/public/public.css';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { LandingCta } from './landing-cta';
import { SpecialtiesGrid } from './specialties-grid';
import { Testimonials } from './testimonials';

/** ADR 076. */
export function LandingPage() {
  return (
    <div className="landing">
      <Hero />
      <div className="page">
        <HowItWorks />
        <SpecialtiesGrid />
        <FeaturesSection />
        <Testimonials />
        <LandingCta />
      </div>
    </div>
  );
}
