// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { nextTabIndex, Tabs } from '#app/components/ui/tabs';

const TABS = [
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'pending', label: 'Pending' },
  { id: 'cancelled', label: 'Cancelled' },
] as const;
type Id = (typeof TABS)[number]['id'];

function Screen() {
  const [tab, setTab] = useState<Id>('upcoming');
  return (
    <Tabs<Id> label="Appointments" tabs={TABS} selected={tab} onSelect={setTab}>
      <p>{tab} list</p>
    </Tabs>
  );
}

afterEach(() => {
  document.documentElement.dir = 'ltr';
});

describe('the tabs', () => {
  it('are one tab stop, and the panel is named by the selected tab', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tablist', { name: 'Appointments' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(screen.getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Pending' }).textContent).toBe('pending list');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('move with the arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Upcoming' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Pending' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('pending list');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Cancelled', selected: true })).toBe(
      document.activeElement,
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBeTruthy();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBe(
      document.activeElement,
    );
  });

  it('follow the reading direction in Urdu: the left arrow goes to the next tab', async () => {
    document.documentElement.dir = 'rtl';
    const user = userEvent.setup();
    render(<Screen />);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Pending', selected: true })).toBe(
      document.activeElement,
    );
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Cancelled', selected: true })).toBeTruthy();
  });

  it('ignore other keys', () => {
    expect(nextTabIndex('a', 1, 3, false)).toBeNull();
    expect(nextTabIndex('ArrowLeft', 0, 3, false)).toBe(2);
  });
});
