// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { syncEngine } from '#app/offline/outbox';
import {
  mountRouter,
  notFound,
  ok,
  PATIENT,
  pagesRouterAt,
  unmountFrom,
} from '#tests/support/harness/app-harness';
import { registerCollections } from '#tests/support/harness/register-collections';
import { answeredSummary, WRITTEN } from '#tests/support/visit-summary-fixtures';
import { VisitsTimeline } from './visits-timeline';

afterEach(() => unmountFrom('visits', 'familyMembers'));

const visit = (id: string, diagnosis: string, patient: string) => ({
  appointment: {
    _id: id,
    date: '2030-01-07',
    startTime: '2030-01-07T05:00:00.000Z',
    doctor: { _id: 'd-1', name: 'Dr Ayesha Khan', specialization: 'General Physician' },
  },
  summary: {
    ...answeredSummary({ ...WRITTEN, diagnosis }, 1, { name: patient }),
    appointmentId: id,
  },
});

/** GET /family-members and GET /visits, the holder's or one member's. */
async function server(input: RequestInfo | URL, init?: RequestInit) {
  const url = new URL(new Request(input, init).url);
  if (url.pathname === '/api/family-members')
    return ok({ familyMembers: [{ _id: 'm-1', name: 'Zara Malik', createdAt: '2030-01-01' }] });
  if (url.pathname === '/api/visits') {
    const member = url.searchParams.get('familyMemberId');
    const visits = member
      ? [visit('a-2', 'Chickenpox', 'Zara Malik')]
      : [visit('a-1', 'Viral fever', 'Sana Malik')];
    return ok({ visits, total: 1, page: 1, totalPages: 1 });
  }
  return notFound();
}

describe('the Visits timeline', () => {
  it("keeps the holder's and each member's visits on the device and shows the chosen person's", async () => {
    const user = await mountRouter(
      { fetch: server, user: PATIENT, fill: async () => registerCollections() },
      pagesRouterAt(
        {
          '/patient/profile': VisitsTimeline,
          '/patient/prescriptions/$appointmentId': null,
          '/patient/book-appointment/$doctorId': null,
        },
        '/patient/profile',
      ),
    );
    await act(() =>
      Promise.all([syncEngine.refresh('visits'), syncEngine.refresh('familyMembers')]),
    );
    await screen.findByText('Viral fever');
    expect(screen.queryByText('Chickenpox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Book follow-up' }).getAttribute('href')).toBe(
      '/patient/book-appointment/d-1?date=2030-01-14&type=follow-up',
    );

    await user.selectOptions(screen.getByLabelText('Whose visits'), 'Zara Malik');
    await screen.findByText('Chickenpox');
    await waitFor(() => expect(screen.queryByText('Viral fever')).toBeNull());
  });
});
