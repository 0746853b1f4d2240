// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoSignIn } from '#app/features/auth/components/demo-sign-in';
import { VerificationCountdown } from '#app/features/auth/components/verification-countdown';
import { activateLocale } from '#app/lib/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

// Far enough ahead that a tick during the test cannot change the day or hour shown.
const inOneDayTwoHours = () => new Date(Date.now() + (26 * 60 + 3) * 60_000 + 30_000);

const units = () =>
  [...document.querySelectorAll('.countdown-unit')].map((unit) => [
    unit.querySelector('.countdown-value')?.textContent,
    unit.querySelector('.countdown-label')?.textContent,
  ]);

describe('the verification countdown', () => {
  it('names its units in English beside each number', () => {
    render(<VerificationCountdown target={inOneDayTwoHours()} />);
    const shown = units();
    expect(shown.map(([, label]) => label)).toEqual(['Days', 'Hours', 'Minutes', 'Seconds']);
    expect(shown.slice(0, 2).map(([value]) => value)).toEqual(['01', '02']);
  });

  it('counts hours as hours in Urdu, not as opening hours', async () => {
    await activateLocale('ur');
    render(<VerificationCountdown target={inOneDayTwoHours()} />);
    const shown = units();
    expect(shown.map(([, label]) => label)).toEqual(['دن', 'گھنٹے', 'منٹ', 'سیکنڈ']);
    expect(shown.slice(0, 2).map(([value]) => value)).toEqual(['01', '02']);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('متوقع تصدیق میں باقی وقت');
  });
});

async function renderDemo() {
  const router = createRouter({
    routeTree: createRootRoute({ component: DemoSignIn }),
    history: createMemoryHistory({ initialEntries: ['/demo'] }),
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

describe('the demo accounts in Urdu', () => {
  it('name each account and its sign-in button in Urdu', async () => {
    await activateLocale('ur');
    await renderDemo();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['مریض', 'ڈاکٹر', 'زیرِ تصدیق ڈاکٹر', 'فرنٹ ڈیسک', 'منتظم']);
    expect(screen.getByRole('button', { name: 'بطور مریض سائن اِن کریں' })).toBeTruthy();
    expect(screen.queryByText(/Sign in as|Has appointments/)).toBeNull();
  });

  it('say in Urdu that the server could not be reached', async () => {
    await activateLocale('ur');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await renderDemo();
    await act(async () => {
      screen.getByRole('button', { name: 'بطور ڈاکٹر سائن اِن کریں' }).click();
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'نیٹ ورک کی خرابی۔ براہِ کرم اپنا کنکشن چیک کریں۔',
    );
  });
});
