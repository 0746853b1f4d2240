import { cityName, regionName } from '#app/lib/display-names';
import { useT } from '#app/lib/i18n';
import type { MirrorProfile } from '#app/offline/collections/profile';
import { isStoredE164 } from '#shared/domain/phone';
import {
  FIELD_LABELS,
  GENDER_LABELS,
  keyedLines,
  LTR_FIELDS,
  NOT_PROVIDED,
  NOT_USABLE_FOR_SMS,
  PHONE_FIELDS,
  SECTIONS,
  valueAt,
} from '../labels';

/** A number kept from before phones were checked, which could not be read (ADR 102). */
function UnusablePhone() {
  const t = useT();
  return <span className="profile-phone-note"> ({t(NOT_USABLE_FOR_SMS)})</span>;
}

/** View mode: the four sections of ADR 076 as labelled values; lists as lists. */
export function ProfileView({ profile }: { profile: MirrorProfile }) {
  const t = useT();
  return (
    <div className="profile-sections">
      {SECTIONS.map((section) => (
        <section key={section.title} className="card profile-section">
          <h2>{t(section.title)}</h2>
          <dl className="profile-list">
            {section.fields.map((path) => {
              const value = valueAt(profile, path);
              return (
                <div key={path} className="profile-item">
                  <dt>{t(FIELD_LABELS[path]!)}</dt>
                  <dd>
                    {Array.isArray(value) ? (
                      value.length > 0 ? (
                        <ul className="profile-lines">
                          {keyedLines(value).map(([key, text]) => (
                            <li key={key}>{text}</li>
                          ))}
                        </ul>
                      ) : (
                        <span className="muted">{t(NOT_PROVIDED)}</span>
                      )
                    ) : value ? (
                      path === 'gender' ? (
                        t(GENDER_LABELS[String(value)] ?? String(value))
                      ) : LTR_FIELDS.has(path) ? (
                        <>
                          <span dir="ltr">{String(value)}</span>
                          {PHONE_FIELDS.has(path) && !isStoredE164(String(value)) && (
                            <UnusablePhone />
                          )}
                        </>
                      ) : path === 'address.city' ? (
                        cityName(String(value), t)
                      ) : path === 'address.state' || path === 'address.country' ? (
                        regionName(String(value), t)
                      ) : (
                        String(value)
                      )
                    ) : (
                      <span className="muted">{t(NOT_PROVIDED)}</span>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}
