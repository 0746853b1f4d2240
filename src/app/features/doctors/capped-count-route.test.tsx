// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderApp, stubApi } from '#tests/support/harness/route-harness';

const DOCTOR = {
  _id: 'c0a8012e-0000-4000-8000-000000000001',
  userId: 'u-1',
  name: 'Dr. Fatima Sheikh',
  specialization: 'Dermatology',
  consultationFee: 1500,
};

/** The server's answer past its count's cap (ADR 131) for Dermatology, an exact one otherwise. */
const search = (url: URL) =>
  url.searchParams.get('specialization') === 'Dermatology' ||
  !url.searchParams.get('specialization')
    ? ok({ doctors: [DOCTOR], total: 1000, totalCapped: true, page: 1, totalPages: 84 })
    : ok({ doctors: [DOCTOR], total: 2, totalCapped: false, page: 1, totalPages: 1 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a search past the count of 1,000 (ADR 131)', () => {
  it('Find a Doctor says more than 1,000 doctors were found', async () => {
    stubApi({
      'GET /api/doctors/specializations': ok(['Dermatology']),
      'GET /api/doctors/cities': ok(['Multan']),
      'GET /api/doctors/search': search,
    });
    await renderApp('/doctors');
    expect(await screen.findByText('More than 1,000 doctors found')).toBeTruthy();
    expect(screen.queryByText('1000 doctors found')).toBeNull();
  });

  it('Specialties says more than 1,000 doctors for that specialty, and the exact count for others', async () => {
    stubApi({
      'GET /api/doctors/specializations': ok(['Dermatology']),
      'GET /api/doctors/search': search,
    });
    await renderApp('/specialties');
    expect(await screen.findByText('More than 1,000 doctors')).toBeTruthy();
    expect((await screen.findAllByText('2 doctors')).length).toBeGreaterThan(0);
  });
});
