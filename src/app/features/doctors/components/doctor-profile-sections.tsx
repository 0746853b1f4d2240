import type { ReactNode } from 'react';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';
import { WEEKDAY_LABEL } from '#app/lib/labels';
import type { Doctor } from '#shared/schemas/doctor';
import { WEEKDAYS } from '#shared/schemas/doctor';

const present = (s?: string | null): s is string => Boolean(s?.trim());

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card doctor-section" aria-label={title}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function List({ items }: { items?: string[] }) {
  return (
    <ul className="chip-list">
      {items?.filter(present).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * Every profile field the doctor has filled in; an empty one is left out, never invented. With
 * practices (ADR 112) the hours and addresses are on their cards, so the seed-era mirror of the
 * first clinic is not repeated here.
 */
export function DoctorProfileSections({
  doctor,
  withPractices = false,
}: {
  doctor: Doctor;
  withPractices?: boolean;
}) {
  const format = useFormat();
  const t = useT();
  const education = doctor.education?.filter((e) => present(e.degree) || present(e.institution));
  const certifications = doctor.certifications?.filter((c) => present(c.name));
  const days = (withPractices ? [] : WEEKDAYS)
    .map((day) => ({ day, value: doctor.availability?.[day] }))
    .filter((d) => d.value?.isAvailable && d.value.slots.length > 0);
  const location = doctor.location;
  const address = withPractices
    ? ''
    : [location?.address, location?.city, location?.state, location?.zipCode]
        .concat(location?.country)
        .filter(present)
        .join(', ');
  const contact = doctor.contactInfo;
  return (
    <>
      {present(doctor.about) && (
        <Section title={t('About')}>
          <p className="pre-line">{doctor.about}</p>
        </Section>
      )}
      {doctor.services?.some(present) && (
        <Section title={t('Services')}>
          <List items={doctor.services} />
        </Section>
      )}
      {education && education.length > 0 && (
        <Section title={t('Education')}>
          <ul>
            {education.map((e) => (
              <li key={`${e.degree}-${e.institution}-${e.year}`}>
                <strong>{e.degree}</strong>
                {present(e.institution) && `, ${e.institution}`}
                {e.year ? ` (${e.year})` : ''}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {certifications && certifications.length > 0 && (
        <Section title={t('Certifications')}>
          <ul>
            {certifications.map((c) => (
              <li key={`${c.name}-${c.issueDate}`}>
                <strong>{c.name}</strong>
                {present(c.issuingOrganization) && `, ${c.issuingOrganization}`}
                {present(c.issueDate) &&
                  ` · ${t('Issued {date}', { date: format.date(c.issueDate, { pattern: 'MMM yyyy' }) })}`}
                {present(c.expiryDate) &&
                  ` · ${t('Expires {date}', { date: format.date(c.expiryDate, { pattern: 'MMM yyyy' }) })}`}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {doctor.awards?.some(present) && (
        <Section title={t('Awards')}>
          <List items={doctor.awards} />
        </Section>
      )}
      {days.length > 0 && (
        <Section title={t('Weekly availability')}>
          <p className="muted">{t('Clinic time')}</p>
          <dl className="availability-list">
            {days.map(({ day, value }) => (
              <div key={day}>
                <dt>{t(WEEKDAY_LABEL[day])}</dt>
                <dd>
                  {value!.slots
                    .map((s) => `${format.time(s.startTime)} – ${format.time(s.endTime)}`)
                    .join(', ')}
                </dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      {(present(address) ||
        present(contact?.phone) ||
        present(contact?.email) ||
        present(contact?.website)) && (
        <Section title={t('Location and contact')}>
          <dl className="ui-facts doctor-facts">
            {present(address) && <Fact label={t('Address')}>{address}</Fact>}
            {present(contact?.phone) && (
              <Fact label={t('Phone')}>
                <a href={`tel:${contact.phone}`} dir="ltr">
                  {contact.phone}
                </a>
              </Fact>
            )}
            {present(contact?.email) && (
              <Fact label={t('E-mail')} wide>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </Fact>
            )}
            {present(contact?.website) && (
              <Fact label={t('Website')} wide>
                <a href={safeUrl(contact.website)} target="_blank" rel="noopener noreferrer">
                  {contact.website}
                </a>
              </Fact>
            )}
          </dl>
        </Section>
      )}
    </>
  );
}

export function Fact({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  /** A long value (an e-mail address) takes the whole row rather than breaking in a column. */
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'doctor-fact-wide' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Only http(s) links leave the app; anything else (javascript:, data:) is not linked. */
function safeUrl(website: string): string | undefined {
  const withScheme = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
