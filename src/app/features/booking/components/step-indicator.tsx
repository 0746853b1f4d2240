import { STEPS, type Step } from '../wizard-state';

/** Details, Confirm, Success (section 2.17). */
export function StepIndicator({ step }: { step: Step }) {
  return (
    <ol className="step-indicator" aria-label="Booking steps">
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
            {label}
            {n < step && <span className="sr-only"> (completed)</span>}
          </li>
        );
      })}
    </ol>
  );
}
