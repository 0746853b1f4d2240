// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '#app/lib/i18n';
import { StepIndicator } from './components/step-indicator';

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

const compact = () => document.querySelector<HTMLElement>('.step-compact')!;

describe('the booking steps indicator', () => {
  it('lists every step and marks the current one, the ones before it completed', () => {
    render(<StepIndicator step={2} withWhere />);
    const steps = within(screen.getByRole('list', { name: 'Booking steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      '✓Where (completed)',
      '✓Details (completed)',
      '3Confirm',
      '4Success',
    ]);
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
  });

  it('on a phone reads the current step and the count of all, Where included', () => {
    const { rerender } = render(<StepIndicator step={1} withWhere where />);
    expect(compact().textContent).toBe('Step 1 of 4: Where');
    rerender(<StepIndicator step={1} withWhere />);
    expect(compact().textContent).toBe('Step 2 of 4: Details');
    rerender(<StepIndicator step={2} />);
    expect(compact().textContent).toBe('Step 2 of 3: Confirm');
    expect(compact().querySelectorAll('.step-compact-on')).toHaveLength(2);
  });

  it('counts the steps in Urdu', async () => {
    render(<StepIndicator step={3} withWhere />);
    await activateLocale('ur');
    expect(await screen.findByText('مرحلہ 4 از 4', { exact: false })).toBe(
      compact().querySelector('p'),
    );
  });
});
