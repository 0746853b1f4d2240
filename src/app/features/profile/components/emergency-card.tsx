import { Link } from '@tanstack/react-router';
import { useT } from '#app/lib/i18n';
import { useFamilyMember } from '#app/offline/collections/family-members';
import { type MirrorProfile, useMirroredProfile } from '#app/offline/collections/profile';
import { telHref } from '#shared/domain/phone';
import { keyedLines, ltr } from '../labels';
import '../profile.css';

function Lines({ items }: { items: string[] | undefined }) {
  const t = useT();
  if (!items?.length) return <p className="ec-none">{t('None recorded')}</p>;
  return (
    <ul>
      {keyedLines(items).map(([key, text]) => (
        <li key={key}>{text}</li>
      ))}
    </ul>
  );
}

/** What the card shows: the patient's own profile or a family member's (ADR 095). */
type CardPerson = Pick<
  MirrorProfile,
  'name' | 'bloodGroup' | 'medicalHistory' | 'emergencyContact'
>;

function Card({ profile }: { profile: CardPerson }) {
  const t = useT();
  const history = profile.medicalHistory;
  const contact = profile.emergencyContact;
  return (
    <article className="ec-card" aria-labelledby="ec-title">
      <h1 id="ec-title">{t('Emergency Medical Card')}</h1>
      <p className="ec-name">{profile.name}</p>
      <dl className="ec-facts">
        <div>
          <dt>{t('Blood Group')}</dt>
          <dd className="ec-blood">
            {profile.bloodGroup ? <span dir="ltr">{profile.bloodGroup}</span> : t('Not provided')}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="ec-allergies">
        <h2 id="ec-allergies">{t('Allergies')}</h2>
        <Lines items={history?.allergies} />
      </section>
      <section aria-labelledby="ec-conditions">
        <h2 id="ec-conditions">{t('Medical Conditions')}</h2>
        <Lines items={history?.conditions} />
      </section>
      <section aria-labelledby="ec-medications">
        <h2 id="ec-medications">{t('Current Medications')}</h2>
        <Lines items={history?.medications} />
      </section>
      <section aria-labelledby="ec-contact">
        <h2 id="ec-contact">{t('Emergency Contact')}</h2>
        {contact?.name || contact?.phone ? (
          <>
            <p>
              {contact.name}
              {contact.relationship ? ` (${contact.relationship})` : ''}
            </p>
            {contact.phone && (
              <a className="btn btn-primary ec-call" href={telHref(contact.phone)}>
                {t('Call {name}: {phone}', {
                  name: contact.name || t('Emergency Contact'),
                  phone: ltr(contact.phone),
                })}
              </a>
            )}
          </>
        ) : (
          <p className="ec-none">{t('None recorded')}</p>
        )}
      </section>
    </article>
  );
}

/**
 * A card to show or print in an emergency (beyond the screens of ADR 076), the patient's own or,
 * with `memberId`, a family member's: read from the device's copy so it opens offline; it leaves
 * the device with the rest of the mirror at sign-out.
 */
export function EmergencyCardScreen({ memberId }: { memberId?: string }) {
  const t = useT();
  const own = useMirroredProfile();
  const member = useFamilyMember(memberId ?? '');
  const person = memberId ? member : own;
  return (
    <section className="page ec-page">
      <div className="row ec-tools">
        <Link to={memberId ? '/patient/family' : '/patient/profile'} className="btn btn-ghost">
          {memberId ? t('Back to family members') : t('Back to profile')}
        </Link>
        <button type="button" className="btn btn-light" onClick={() => window.print()}>
          {t('Print')}
        </button>
      </div>
      {person === undefined ? (
        <p className="muted" role="status">
          {t('Loading profile…')}
        </p>
      ) : person === null ? (
        <p className="banner banner-error" role="alert">
          {t('Failed to load profile')}
        </p>
      ) : (
        <Card profile={person} />
      )}
    </section>
  );
}
