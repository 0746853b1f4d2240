import { describe, expect, it } from 'vitest';
import { pageNumbers } from '#app/components/ui/pagination';

describe('numbered pager', () => {
  it('lists every page when there are few', () => {
    expect(pageNumbers(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and two on each side of the current, with gaps between', () => {
    expect(pageNumbers(10, 30)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 30]);
    expect(pageNumbers(1, 30)).toEqual([1, 2, 3, 'gap', 30]);
  });
});
