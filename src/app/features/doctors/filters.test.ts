import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  cleanFilters,
  DoctorFiltersSchema,
  isDoctorId,
  matchSpecialty,
  toSearchQuery,
} from '#app/features/doctors/filters';

const parse = (search: Record<string, unknown>) => v.parse(DoctorFiltersSchema, search);

describe('doctor list filters in the URL', () => {
  it('keeps valid filters as the router parses them', () => {
    expect(
      parse({
        search: 'khan',
        rating: 4,
        experience: '5-10',
        available: 'week',
        gender: 'female',
        page: 2,
      }),
    ).toEqual({
      search: 'khan',
      specialization: undefined,
      rating: 4,
      experience: '5-10',
      available: 'week',
      gender: 'female',
      page: 2,
    });
  });

  it('drops invalid values instead of failing', () => {
    const filters = parse({
      rating: 5,
      experience: 'lots',
      available: 'yesterday',
      gender: 'x',
      page: 0,
    });
    expect(cleanFilters(filters)).toEqual({});
  });

  it('reads a numeric search text as text and drops blank text', () => {
    expect(parse({ search: 123 }).search).toBe('123');
    expect(parse({ search: '   ' }).search).toBeUndefined();
  });

  it('leaves page 1 and empty values out of the URL', () => {
    expect(cleanFilters({ search: 'ali', page: 1, gender: undefined } as never)).toEqual({
      search: 'ali',
    });
  });
});

describe('the search call', () => {
  it('maps rating and experience to the numbers ADR 079 names', () => {
    expect(toSearchQuery(parse({ rating: 3, experience: '0-5' }))).toMatchObject({
      minRating: 3,
      minExperience: undefined,
      maxExperience: 5,
      page: 1,
    });
    expect(toSearchQuery(parse({ experience: '5-10' }))).toMatchObject({
      minExperience: 5,
      maxExperience: 10,
    });
    expect(toSearchQuery(parse({ experience: '10plus' }))).toMatchObject({
      minExperience: 10,
      maxExperience: undefined,
    });
  });

  it('sends availability and gender to the server', () => {
    expect(toSearchQuery(parse({ available: 'nextweek', gender: 'male' }))).toMatchObject({
      available: 'nextweek',
      gender: 'male',
    });
  });

  it('sends the city from the URL to the server, trimmed, and leaves a blank one out', () => {
    expect(toSearchQuery(parse({ city: ' Lahore ' }))).toMatchObject({ city: 'Lahore' });
    expect(cleanFilters(parse({ city: '  ' }))).toEqual({});
  });
});

describe('/doctors/{param}', () => {
  it('tells a doctor id from a specialty', () => {
    expect(isDoctorId('c0a8012e-0000-4000-8000-000000000001')).toBe(true);
    expect(isDoctorId('cardiology')).toBe(false);
  });

  it('matches a lowercase specialty, decoded, ignoring case', () => {
    expect(matchSpecialty('cardiology')).toBe('Cardiology');
    expect(matchSpecialty('general%20medicine')).toBe('General Medicine');
    expect(matchSpecialty('GENERAL MEDICINE')).toBe('General Medicine');
    expect(matchSpecialty('dermatology')).toBeNull();
    expect(matchSpecialty('dermatology', ['Dermatology'])).toBe('Dermatology');
    expect(matchSpecialty('100%')).toBeNull();
  });
});
