import type { ListedPractice } from '#app/components/practices/doctor-practices';
import { practiceName, VIDEO } from '#app/components/practices/labels';
import { cityName } from '#app/lib/display-names';
import { useFormat } from '#app/lib/format';
import { useT } from '#app/lib/i18n';

type Props = {
  practices: readonly ListedPractice[];
  /** The chosen practice's id, '' until chosen. */
  selected: string;
  onSelect: (practiceId: string) => void;
  onContinue: () => void;
  onCancel: () => void;
};

/** Where: the first step when the doctor sees patients in more than one place (ADR 117). */
export function WhereStep({ practices, selected, onSelect, onContinue, onCancel }: Props) {
  const t = useT();
  const format = useFormat();
  const chosen = practices.some((p) => p._id === selected);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen) onContinue();
      }}
    >
      <fieldset className="where-options">
        <legend>{t('Choose where to see the doctor')}</legend>
        {practices.map((p) => (
          <label
            key={p._id}
            className={`where-option${p._id === selected ? ' where-option-selected' : ''}`}
          >
            <input
              type="radio"
              name="practice"
              value={p._id}
              checked={p._id === selected}
              onChange={() => onSelect(p._id)}
            />
            <span className="where-name">{practiceName(p, t)}</span>
            <span className="muted">
              {p.kind === 'video' ? t(VIDEO) : cityName(p.location?.city ?? '', t)}
            </span>
            <strong className="fee">{format.money(p.fee)}</strong>
          </label>
        ))}
      </fieldset>
      <div className="wizard-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('Cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!chosen}>
          {t('Continue')}
        </button>
      </div>
    </form>
  );
}
