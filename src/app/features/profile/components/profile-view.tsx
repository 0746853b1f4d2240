import { useT } from '#app/lib/i18n';
import type { MirrorProfile } from '#app/offline/collections/profile';
import {
  FIELD_LABELS,
  GENDER_LABELS,
  keyedLines,
  LTR_FIELDS,
  NOT_PROVIDED,
  SECTIONS,
  valueAt,
} from '../labels';

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
                        <span dir="ltr">{String(value)}</span>
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
