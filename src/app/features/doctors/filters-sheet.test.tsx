// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DoctorFilters } from '#app/features/doctors/components/doctor-filters';
import type { DoctorFilters as Filters } from '#app/features/doctors/filters';

afterEach(cleanup);

function renderFilters(filters: Filters) {
  const onChange = vi.fn<(next: Filters) => void>();
  render(
    <DoctorFilters
      filters={filters}
      specializations={['Cardiology', 'Neurology']}
      cities={['Islamabad', 'Karachi']}
      onChange={onChange}
    />,
  );
  return { onChange, user: userEvent.setup() };
}

// The stylesheet shows the Filters button and hides the inline selects on a phone (ADR 151);
// without it both are in the document, so the sheet's controls are found within the dialog.
describe("Find a Doctor's filters sheet on a phone", () => {
  it('counts the active filters on its button, the search text not among them', () => {
    renderFilters({ search: 'khan', city: 'Karachi', mode: 'video', page: 2 } as Filters);
    const open = screen.getByRole('button', { name: 'Filters, 2 active' });
    expect(open.textContent).toBe('Filters2');
    cleanup();
    renderFilters({ search: 'khan' } as Filters);
    expect(screen.getByRole('button', { name: 'Filters' }).textContent).toBe('Filters');
  });

  it('opens as a dialog with focus inside, and closes on its Close button without applying', async () => {
    const { onChange, user } = renderFilters({ city: 'Karachi' } as Filters);
    const open = screen.getByRole('button', { name: 'Filters, 1 active' });
    await user.click(open);
    const sheet = screen.getByRole('dialog', { name: 'Filter doctors' });
    expect(sheet.contains(document.activeElement)).toBe(true);
    const inSheet = within(sheet);
    expect((inSheet.getByRole('combobox', { name: 'City' }) as HTMLSelectElement).value).toBe(
      'Karachi',
    );
    await user.selectOptions(inSheet.getByRole('combobox', { name: 'Rating' }), '4');
    await user.click(inSheet.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(open);
  });

  it('applies every choice at once on Show doctors, from page 1, keeping the search text', async () => {
    const { onChange, user } = renderFilters({
      search: 'khan',
      city: 'Karachi',
      page: 3,
    } as Filters);
    await user.click(screen.getByRole('button', { name: 'Filters, 1 active' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Filter doctors' }));
    await user.selectOptions(sheet.getByRole('combobox', { name: 'Specialization' }), 'Neurology');
    await user.selectOptions(sheet.getByRole('combobox', { name: 'Experience' }), '10plus');
    await user.click(sheet.getByRole('checkbox', { name: 'Video consultation' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(sheet.getByRole('button', { name: 'Show doctors' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({
      search: 'khan',
      specialization: 'Neurology',
      city: 'Karachi',
      rating: undefined,
      experience: '10plus',
      available: undefined,
      gender: undefined,
      mode: 'video',
      page: undefined,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters, 4 active' })).toBe(document.activeElement);
  });

  it('clears every filter of the sheet with Clear filters, applied on Show doctors', async () => {
    const { onChange, user } = renderFilters({
      search: 'khan',
      city: 'Karachi',
      rating: 4,
    } as Filters);
    await user.click(screen.getByRole('button', { name: 'Filters, 2 active' }));
    const sheet = within(screen.getByRole('dialog', { name: 'Filter doctors' }));
    await user.click(sheet.getByRole('button', { name: 'Clear filters' }));
    expect((sheet.getByRole('combobox', { name: 'City' }) as HTMLSelectElement).value).toBe('');
    await user.click(sheet.getByRole('button', { name: 'Show doctors' }));
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ search: 'khan', city: undefined, rating: undefined }),
    );
  });
});
