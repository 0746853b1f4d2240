import { useT } from '#app/lib/i18n';
import { STEPS, type Step, WHERE_STEP } from '../wizard-state';

/** Details, Confirm, Success (ADR 076), after Where when the doctor has several practices. */
export function StepIndicator({
  step,
  withWhere = false,
  where = false,
}: {
  step: Step;
  /** The wizard asks Where first. */
  withWhere?: boolean;
  /** The Where step is the current one. */
  where?: boolean;
}) {
  const t = useT();
  const labels = withWhere ? [WHERE_STEP, ...STEPS] : [...STEPS];
  const current = where ? 1 : step + (withWhere ? 1 : 0);
  return (
    <>
      <ol className="step-indicator" aria-label={t('Booking steps')}>
        {labels.map((label, index) => {
          const n = index + 1;
          const state = n < current ? 'done' : n === current ? 'current' : 'todo';
          return (
            <li
              key={label}
              className={`step step-${state}`}
              aria-current={n === current ? 'step' : undefined}
            >
              <span className="step-number" aria-hidden="true">
                {n < current ? '✓' : n}
              </span>
              {t(label)}
              {n < current && <span className="sr-only"> {t('(completed)')}</span>}
            </li>
          );
        })}
      </ol>
      {/* Phones (ADR 151): every label in a row does not fit, so the current one and a count. */}
      <div className="step-compact">
        <p className="step-compact-text">
          {t('Step {current} of {total}', { current, total: labels.length })}
          {': '}
          <strong>{t(labels[current - 1]!)}</strong>
        </p>
        <div className="step-compact-bar" aria-hidden="true">
          {labels.map((label, index) => (
            <span key={label} className={index < current ? 'step-compact-on' : undefined} />
          ))}
        </div>
      </div>
    </>
  );
}
