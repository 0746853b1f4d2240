// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Avatar, initialsOf } from '#app/components/ui/avatar';
import { EmptyState } from '#app/components/ui/empty-state';
import { Pagination } from '#app/components/ui/pagination';
import { Skeleton } from '#app/components/ui/skeleton';
import { StatusBadge } from '#app/components/ui/status-badge';
import { activateLocale } from '#app/lib/i18n';

afterEach(async () => {
  await activateLocale('en');
});

describe('pagination', () => {
  it('steps between pages and cannot step past either end', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const { rerender } = render(<Pagination page={1} totalPages={3} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
    rerender(<Pagination page={3} totalPages={3} onPage={onPage} />);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('is not shown for a single page', () => {
    render(<Pagination page={1} totalPages={1} onPage={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('the status badge', () => {
  it('shows a status it does not know as it is', () => {
    render(<StatusBadge status="archived" />);
    expect(screen.getByText('archived')).toBeTruthy();
  });

  it('says the status in words, in the chosen language', async () => {
    render(<StatusBadge status="no-show" />);
    expect(screen.getByText('No-show')).toBeTruthy();
    await activateLocale('ur');
    expect(await screen.findByText('غیر حاضر')).toBeTruthy();
  });
});

describe('the skeleton', () => {
  it('is one loading status for screen readers, not its shapes', () => {
    render(<Skeleton label="Loading doctors" lines={4} avatar />);
    const status = screen.getByRole('status', { name: 'Loading doctors' });
    expect(status.querySelectorAll('.ui-skeleton-line')).toHaveLength(4);
    expect(status.textContent).toBe('');
  });
});

describe('the empty state', () => {
  it('shows its title, explanation and way forward', () => {
    render(
      <EmptyState
        title="No upcoming appointments"
        description="Book one from a doctor's profile."
        action={<a href="/doctors">Find a doctor</a>}
      />,
    );
    expect(screen.getByText('No upcoming appointments')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a doctor' })).toBeTruthy();
  });
});

describe('the avatar', () => {
  it('takes two initials without the title', () => {
    expect(initialsOf('Dr. ayesha khan siddiqui')).toBe('AK');
    expect(initialsOf('Bilal')).toBe('B');
  });

  it('falls back to the initials when the picture fails to load', () => {
    render(<Avatar name="Ayesha Khan" url="/missing.jpg" announce />);
    fireEvent.error(screen.getByRole('img', { name: 'Ayesha Khan' }));
    const initials = screen.getByRole('img', { name: 'Ayesha Khan' });
    expect(initials.tagName).toBe('SPAN');
    expect(initials.textContent).toBe('AK');
  });

  it('is silent beside a written name', () => {
    render(<Avatar name="Ayesha Khan" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('AK').getAttribute('aria-hidden')).toBe('true');
  });
});
