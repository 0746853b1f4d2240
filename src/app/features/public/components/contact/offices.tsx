import { useT } from '#app/lib/i18n';
import { useSiteSettings } from '#app/lib/site-settings';
import { useSiteText } from './contact-info';

/**
 * The office card: the address of the settings (ADR 144); its phone and e-mail are the cards
 * above.
 */
export function Offices() {
  const t = useT();
  const text = useSiteText();
  const { supportAddress } = useSiteSettings();
  if (!supportAddress) return null;
  return (
    <section aria-labelledby="offices-title">
      <h2 id="offices-title">{t('Our Office')}</h2>
      <ul className="office-grid">
        <li className="card office">
          <address>{text(supportAddress)}</address>
        </li>
      </ul>
    </section>
  );
}
