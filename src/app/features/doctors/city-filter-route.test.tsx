// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderApp, stubApi } from '#tests/support/harness/route-harness';

const DOCTOR = {
  _id: 'c0a8012e-0000-4000-8000-000000000001',
  userId: 'u-1',
  name: 'Dr. Fatima Sheikh',
  specialization: 'Pediatrics',
  consultationFee: 1500,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Find a Doctor by city', () => {
  it('offers the cities doctors practise in; choosing one searches it and keeps it in the URL', async () => {
    const api = stubApi({
      'GET /api/doctors/specializations': ok(['Pediatrics']),
      'GET /api/doctors/cities': ok(['Karachi', 'Lahore']),
      'GET /api/doctors/search': (url) =>
        ok({
          doctors: url.searchParams.get('city') === 'Karachi' ? [DOCTOR] : [],
          total: url.searchParams.get('city') === 'Karachi' ? 1 : 0,
          page: 1,
          totalPages: 1,
        }),
    });
    const router = await renderApp('/doctors');
    const city = (await screen.findByRole('combobox', { name: 'City' })) as HTMLSelectElement;
    await waitFor(() =>
      expect([...city.options].map((o) => o.textContent)).toEqual([
        'All cities',
        'Karachi',
        'Lahore',
      ]),
    );
    await userEvent.selectOptions(city, 'Karachi');
    expect(await screen.findByText('1 doctor found')).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ city: 'Karachi' });
    expect(api.calls.some((c) => /^GET \/api\/doctors\/search\?.*city=Karachi/.test(c))).toBe(true);
  });
});
