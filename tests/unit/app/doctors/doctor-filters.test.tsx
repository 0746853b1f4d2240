// @vitest-environment happy-dom

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DoctorFilters } from '#app/features/doctors/components/doctor-filters';
import type { DoctorFilters as Filters } from '#app/features/doctors/filters';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLElement;
let onChange: ReturnType<typeof vi.fn<(next: Filters) => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  onChange = vi.fn<(next: Filters) => void>();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <DoctorFilters
        filters={{ page: 3 } as Filters}
        specializations={['Cardiology', 'Neurology']}
        onChange={onChange}
      />,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

function setValue(el: HTMLInputElement | HTMLSelectElement, value: string, event: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!;
  act(() => {
    setter.call(el, value);
    el.dispatchEvent(new Event(event, { bubbles: true }));
  });
}

describe('doctor filters', () => {
  it('applies search text only after a 500 ms pause in typing, from page 1', () => {
    const search = container.querySelector<HTMLInputElement>('#doctor-search')!;
    setValue(search, 'kh', 'input');
    act(() => vi.advanceTimersByTime(300));
    setValue(search, 'khan', 'input');
    act(() => vi.advanceTimersByTime(499));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ search: 'khan', page: undefined });
  });

  it('applies a chosen option at once and offers the server specializations', () => {
    const specialization = container.querySelector<HTMLSelectElement>('#filter-specialization')!;
    expect([...specialization.options].map((o) => o.textContent)).toEqual([
      'All specializations',
      'Cardiology',
      'Neurology',
    ]);
    setValue(container.querySelector<HTMLSelectElement>('#filter-rating')!, '4', 'change');
    expect(onChange).toHaveBeenLastCalledWith({ rating: 4, page: undefined });
    setValue(container.querySelector<HTMLSelectElement>('#filter-experience')!, '10plus', 'change');
    expect(onChange).toHaveBeenLastCalledWith({ experience: '10plus', page: undefined });
  });
});
