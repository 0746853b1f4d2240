import { useT } from '#app/lib/i18n';
import { STEPS, type Step } from '../wizard-state';

/** Details, Confirm, Success (ADR 076). */
export function StepIndicator({ step }: { step: Step }) {
  const t = useT();
  return (
    <ol className="step-indicator" aria-label={t('Booking steps')}>
      {STEPS.map((label, index) => {
        const n = index + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        return (
          <li
            key={label}
            className={`step step-${state}`}
            aria-current={n === step ? 'step' : undefined}
          >
            <span className="step-number" aria-hidden="true">
              {n < step ? '✓' : n}
            </span>
            {t(label)}
            {n < step && <span className="sr-only"> {t('(completed)')}</span>}
          </li>
        );
      })}
    </ol>
  );
}
