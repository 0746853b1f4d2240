import { type FormEvent, useId, useState } from 'react';
import { useT } from '#app/lib/i18n';
import { GENDER_LABEL } from '#app/lib/labels';
import type { FoundPerson } from '../api/walk-in-actions';

type Props = {
  onFind(q: string): Promise<FoundPerson[]>;
  onChoose(person: FoundPerson): void;
};

/**
 * A returning walk-in, by phone or name (ADR 157). One phone may be a family's, so each person
 * is listed with their age and sex, and the desk picks.
 */
export function PeopleSearch({ onFind, onChoose }: Props) {
  const t = useT();
  const id = useId();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<FoundPerson[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function search(event: FormEvent) {
    event.preventDefault();
    if (q.trim().length < 2) return;
    setBusy(true);
    try {
      setFound(await onFind(q.trim()));
    } finally {
      setBusy(false);
    }
  }

  return (
    <search className="desk-people">
      <form onSubmit={search} className="desk-people-form" aria-busy={busy || undefined}>
        <label htmlFor={id}>{t('Find a returning patient')}</label>
        <div className="row">
          <input
            id={id}
            type="search"
            autoComplete="off"
            placeholder={t('Phone or name')}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
          <button type="submit" className="btn btn-light" disabled={busy}>
            {t('Search')}
          </button>
        </div>
      </form>
      {found && (
        <div role="status">
          {found.length === 0 ? (
            <p className="muted">{t('No one found. Register a new patient below.')}</p>
          ) : (
            <ul className="desk-people-list">
              {found.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    onClick={() => {
                      onChoose(p);
                      setFound(null);
                    }}
                  >
                    <bdi>{p.name}</bdi> · <bdi dir="ltr">{p.phone}</bdi>
                    {p.age !== null && <> · {t('{age} years', { age: p.age })}</>} ·{' '}
                    {t(GENDER_LABEL[p.sex] ?? p.sex)}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </search>
  );
}
