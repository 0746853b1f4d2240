import { useEffect, useRef, useState } from 'react';
import { msg, useT } from '#app/lib/i18n';
import { PRACTICE_MSG, PRACTICES_MAX, type PracticeKind } from '#shared/schemas/practice-kinds';
import { newPractice, overlapTexts, type PracticeDraft } from '../practice-form';
import { PracticeEditor } from './practice-editor';

type Props = {
  practices: PracticeDraft[];
  disabled: boolean;
  onChange(next: PracticeDraft[]): void;
};

export const PRACTICES_HINT = msg(
  'Where you see patients: 1 to 5 practices, at most one of them video, and at least one clinic. Hours of two practices may not overlap.',
);

/**
 * The Practices tab (ADR 112, ADR 114): every practice with its place, phone, fee and hours; the
 * overlaps with another practice's hours are shown beside them as the doctor types. Adding a
 * practice moves focus to its name; removing one moves it to the section's heading.
 */
export function PracticesSection({ practices, disabled, onChange }: Props) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const overlaps = overlapTexts(practices);
  const hasVideo = practices.some((p) => p.kind === 'video');
  const full = practices.length >= PRACTICES_MAX;

  useEffect(() => {
    if (!focusKey) return;
    document.getElementById(`${focusKey}-name`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const add = (kind: PracticeKind) => {
    const practice = newPractice(kind);
    onChange([...practices, practice]);
    setFocusKey(practice.key);
  };
  const remove = (key: string) => {
    onChange(practices.filter((p) => p.key !== key));
    heading.current?.focus();
  };

  return (
    <section className="stack" aria-labelledby="practices-title">
      <h2 id="practices-title" ref={heading} tabIndex={-1}>
        {t('Practices')}
      </h2>
      <p className="muted">{t(PRACTICES_HINT)}</p>
      {practices.map((p, i) => (
        <PracticeEditor
          key={p.key}
          practice={p}
          index={i}
          overlaps={overlaps.get(p.key) ?? []}
          disabled={disabled}
          canRemove={practices.length > 1}
          videoTaken={hasVideo && p.kind !== 'video'}
          onChange={(next) => onChange(practices.map((x) => (x.key === p.key ? next : x)))}
          onRemove={() => remove(p.key)}
        />
      ))}
      <div className="row">
        <button
          type="button"
          className="btn btn-light"
          disabled={disabled || full}
          onClick={() => add('clinic')}
        >
          {t('Add a clinic')}
        </button>
        <button
          type="button"
          className="btn btn-light"
          disabled={disabled || full || hasVideo}
          onClick={() => add('video')}
        >
          {t('Add video consultation')}
        </button>
      </div>
      {full && <p className="muted">{t(PRACTICE_MSG.tooMany)}</p>}
    </section>
  );
}
