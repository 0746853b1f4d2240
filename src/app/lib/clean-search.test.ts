import { describe, expect, it } from 'vitest';
import { changeOf } from './clean-search';

type F = { type?: string; search?: string; page?: number };

describe('changeOf', () => {
  it('lays only what the screen changed over the URL’s latest filters', () => {
    // The screen still shows no type while type=login loads; the search typed then keeps it.
    const apply = changeOf<F>({}, { search: 'Clinic', page: undefined });
    expect(apply({ type: 'login' })).toEqual({ type: 'login', search: 'Clinic' });
  });

  it('a changed filter starts again at page 1; a page alone keeps the filters', () => {
    expect(changeOf<F>({ type: 'login' }, { type: 'logout' })({ type: 'login', page: 3 })).toEqual({
      type: 'logout',
    });
    expect(changeOf<F>({ type: 'login' }, { type: 'login', page: 2 })({ type: 'login' })).toEqual({
      type: 'login',
      page: 2,
    });
  });

  it('an emptied filter leaves the URL', () => {
    expect(changeOf<F>({ search: 'x' }, { search: '' })({ search: 'x', type: 'a' })).toEqual({
      type: 'a',
    });
  });
});
