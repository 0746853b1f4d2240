import { msg, useT } from '#app/lib/i18n';
import type { ProfileDraft } from '../profile-form';

type Props<K extends 'education' | 'certifications'> = {
  kind: K;
  items: ProfileDraft[K];
  disabled: boolean;
  onChange(next: ProfileDraft[K]): void;
};

const FIELDS = {
  education: [
    ['degree', msg('Degree')],
    ['institution', msg('Institution')],
    ['year', msg('Year')],
  ],
  certifications: [
    ['name', msg('Certification Name')],
    ['issuingOrganization', msg('Issuing Organization')],
    ['issueDate', msg('Issue Date')],
    ['expiryDate', msg('Expiry Date')],
  ],
} as const;

const EMPTY = {
  education: { degree: '', institution: '', year: '' },
  certifications: { name: '', issuingOrganization: '', issueDate: '', expiryDate: '' },
};

/** ADR 080, Profile: the education and certification lists, one row of fields per entry. */
export function EntryList<K extends 'education' | 'certifications'>({
  kind,
  items,
  disabled,
  onChange,
}: Props<K>) {
  const t = useT();
  const rows = items as Record<string, string>[];
  const legend = kind === 'education' ? t('Education') : t('Certifications');
  return (
    <fieldset className="entry-list">
      <legend>{legend}</legend>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; order is the identity
        <div key={i} className="entry-row">
          {FIELDS[kind].map(([field, label]) => (
            <label key={field}>
              {t(label)} {i + 1}
              <input
                value={row[field] ?? ''}
                disabled={disabled}
                onChange={(e) =>
                  onChange(
                    rows.map((r, j) =>
                      j === i ? { ...r, [field]: e.target.value } : r,
                    ) as ProfileDraft[K],
                  )
                }
              />
            </label>
          ))}
          <button
            type="button"
            className="btn btn-ghost"
            disabled={disabled}
            onClick={() => onChange(rows.filter((_, j) => j !== i) as ProfileDraft[K])}
          >
            {t('Remove')}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-light"
        disabled={disabled}
        onClick={() => onChange([...rows, { ...EMPTY[kind] }] as ProfileDraft[K])}
      >
        {kind === 'education' ? t('Add Education') : t('Add Certification')}
      </button>
    </fieldset>
  );
}
