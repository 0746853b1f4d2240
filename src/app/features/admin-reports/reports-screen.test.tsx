// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportsScreen } from '#app/features/admin-reports/components/reports-screen';
import { SummaryCards } from '#app/features/admin-reports/components/summary-cards';

afterEach(cleanup);

describe('the report summary cards', () => {
  it('shows each change with its direction in words, and says when there is nothing to compare', () => {
    render(
      <SummaryCards
        summary={{
          totalAppointments: { value: 1234, change: 5.2 },
          totalRevenue: { value: 150000, change: -2.3 },
          activeDoctors: { value: 36, change: 0 },
          newUsers: { value: 44, change: null },
        }}
      />,
    );
    expect(screen.getByText('1,234')).toBeTruthy();
    expect(screen.getByText('Rs 150,000')).toBeTruthy();
    const up = screen.getByText(/Up 5\.2% from the previous period/);
    expect(up.className).toContain('reports-change-up');
    const down = screen.getByText(/Down 2\.3% from the previous period/);
    expect(down.className).toContain('reports-change-down');
    expect(screen.getByText('No change from the previous period')).toBeTruthy();
    expect(screen.getByText('No figures for the previous period')).toBeTruthy();
  });
});

describe('the reports screen', () => {
  it('shows the failure in a banner with Retry, and offers the four ranges', async () => {
    const onRetry = vi.fn();
    const onRangeChange = vi.fn();
    await act(async () => {
      render(
        <ReportsScreen
          range="week"
          reports={Promise.resolve({ error: 'Failed to load report data' })}
          onRangeChange={onRangeChange}
          onRetry={onRetry}
        />,
      );
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load report data');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    const range = screen.getByRole('combobox', { name: 'Date range' }) as HTMLSelectElement;
    expect([...range.options].map((o) => o.textContent)).toEqual([
      'Last 7 Days',
      'Last 30 Days',
      'Last 3 Months',
      'Last 12 Months',
    ]);
    await user.selectOptions(range, 'quarter');
    expect(onRangeChange).toHaveBeenCalledWith('quarter');
  });
});
