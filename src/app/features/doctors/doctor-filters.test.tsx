// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DoctorFilters } from '#app/features/doctors/components/doctor-filters';
import type { DoctorFilters as Filters } from '#app/features/doctors/filters';

let onChange: ReturnType<typeof vi.fn<(next: Filters) => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  onChange = vi.fn<(next: Filters) => void>();
  render(
    <DoctorFilters
      filters={{ page: 3 } as Filters}
      specializations={['Cardiology', 'Neurology']}
      cities={['Islamabad', 'Karachi', 'Lahore']}
      onChange={onChange}
    />,
  );
});

afterEach(() => {
  vi.useRealTimers();
});

// fireEvent, not user-event: the debounce runs on fake timers, and Testing Library's async
// wrapper around user-event waits on a real setTimeout that fake timers never fire.
const change = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('doctor filters', () => {
  it('applies search text only after a 500 ms pause in typing, from page 1', () => {
    const search = screen.getByRole('searchbox', { name: 'Search' });
    change(search, 'kh');
    act(() => vi.advanceTimersByTime(300));
    change(search, 'khan');
    act(() => vi.advanceTimersByTime(499));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ search: 'khan', page: undefined });
  });

  it('applies a chosen option at once and offers the server specializations', () => {
    const specialization = screen.getByRole('combobox', { name: 'Specialization' });
    expect([...(specialization as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'All specializations',
      'Cardiology',
      'Neurology',
    ]);
    change(screen.getByRole('combobox', { name: 'Rating' }), '4');
    expect(onChange).toHaveBeenLastCalledWith({ rating: 4, page: undefined });
    // Chosen before the URL has caught up: the first choice stays.
    change(screen.getByRole('combobox', { name: 'Experience' }), '10plus');
    expect(onChange).toHaveBeenLastCalledWith({
      rating: 4,
      experience: '10plus',
      page: undefined,
    });
  });

  it('offers the cities doctors practise in, and a chosen city filters from page 1', () => {
    const city = screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement;
    expect([...city.options].map((o) => o.textContent)).toEqual([
      'All cities',
      'Islamabad',
      'Karachi',
      'Lahore',
    ]);
    change(city, 'Karachi');
    expect(onChange).toHaveBeenLastCalledWith({ city: 'Karachi', page: undefined });
    change(city, '');
    expect(onChange).toHaveBeenLastCalledWith({ city: undefined, page: undefined });
  });
});

describe('the city filter from a link', () => {
  const cityFor = (city: string) => {
    cleanup();
    render(
      <DoctorFilters
        filters={{ city } as Filters}
        specializations={[]}
        cities={['Islamabad', 'Karachi']}
        onChange={onChange}
      />,
    );
    return screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement;
  };

  it('chooses the listed city whatever the case of the link', () => {
    expect(cityFor('karachi').value).toBe('Karachi');
  });

  it('keeps a city no doctor lists now chosen, rather than showing All cities', () => {
    const city = cityFor('Quetta');
    expect(city.value).toBe('Quetta');
    expect([...city.options].map((o) => o.value)).toEqual(['', 'Quetta', 'Islamabad', 'Karachi']);
  });

  it('shows a tapped choice at once, before the URL has caught up, and a second choice keeps it', () => {
    const video = screen.getByRole('checkbox', { name: 'Video consultation' }) as HTMLInputElement;
    fireEvent.click(video);
    expect(video.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith({ mode: 'video', page: undefined });
    const rating = screen.getByRole('combobox', { name: 'Rating' }) as HTMLSelectElement;
    change(rating, '4');
    expect(rating.value).toBe('4');
    expect(video.checked).toBe(true);
  });
});
