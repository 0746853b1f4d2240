// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyDoctorsScreen } from '#app/features/admin-doctors/components/verify-doctors-screen';
import { useSession } from '#app/lib/session';
import { useToasts } from '#app/lib/toasts';
import type { AdminDoctor } from '#shared/schemas/admin-doctors';
import type { Doctor } from '#shared/schemas/doctor';

const week = Object.fromEntries(
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [
    d,
    { isAvailable: false, slots: [] },
  ]),
) as unknown as Doctor['availability'];

function doctor(id: string, name: string, extra: Partial<AdminDoctor> = {}): AdminDoctor {
  return {
    _id: id,
    userId: `u-${id}`,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.pk`,
    gender: null,
    profilePicture: null,
    specialization: 'Cardiology',
    qualifications: 'MBBS, FCPS',
    clinicName: 'Heart Care, Lahore',
    experience: 7,
    consultationFee: 2500,
    licenseNumber: `PMDC-${id}`,
    about: '',
    services: [],
    languages: [],
    contactInfo: null,
    location: null,
    availability: week,
    practices: [],
    offersVideo: false,
    education: [],
    certifications: [],
    awards: [],
    ratings: { average: 0, count: 0 },
    verificationStatus: 'pending',
    createdAt: '2030-05-06T05:00:00.000Z',
    isVerified: false,
    status: 'pending',
    lastLogin: null,
    verifiedAt: null,
    ...extra,
  };
}

const DOCTORS = [
  doctor('d1', 'Nadia Pervaiz', { languages: ['Urdu', 'English'], about: 'Heart specialist.' }),
  doctor('d2', 'Omar Farooq', { specialization: 'Dermatology' }),
  doctor('d3', 'Hina Qureshi', {
    verificationStatus: 'verified',
    isVerified: true,
    status: 'active',
    specialization: 'Neurology',
  }),
  doctor('d4', 'Kamran Butt', { verificationStatus: 'rejected', rejectionReason: 'No licence' }),
];

type Sent = { url: string; method: string; body: unknown };

function setup(answer: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    const call = { url: request.url, method: request.method, body: text ? JSON.parse(text) : null };
    sent.push(call);
    return answer(call);
  });
  useSession.setState({ token: 'admin-token' });
  useToasts.setState({ toasts: [] });
  const user = userEvent.setup();
  render(<VerifyDoctorsScreen data={{ ok: true, doctors: DOCTORS }} onRetry={() => {}} />);
  return { user, sent };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const rows = () => screen.getAllByRole('row').slice(1);
const toasts = () => useToasts.getState().toasts.map((t) => `${t.title}: ${t.message}`);

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: null, user: null });
  document.body.innerHTML = '';
});

describe('Verify Doctors', () => {
  it('filters by name or e-mail, by each of the three statuses and by the sorted specialties', async () => {
    const { user } = setup(() => json(500, {}));
    expect(rows()).toHaveLength(4);
    const specialty = screen.getByLabelText('Specialty') as HTMLSelectElement;
    expect([...specialty.options].map((o) => o.textContent)).toEqual([
      'All Specialties',
      'Cardiology',
      'Dermatology',
      'Neurology',
    ]);
    await user.selectOptions(screen.getByLabelText('Status'), 'rejected');
    expect(rows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      expect.stringContaining('Kamran Butt'),
    ]);
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.selectOptions(specialty, 'Dermatology');
    expect(rows()).toHaveLength(1);
    await user.selectOptions(specialty, '');
    await user.type(screen.getByLabelText('Search'), 'NADIA@');
    expect(rows()).toHaveLength(1);
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'nobody');
    expect(screen.getByText('No doctors found')).toBeTruthy();
  });

  it('shows the application and approves it: the row turns Verified and a toast says so', async () => {
    const { user, sent } = setup(() =>
      json(200, {
        success: true,
        data: { ...DOCTORS[0], verificationStatus: 'verified', isVerified: true, status: 'active' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'View Details: Nadia Pervaiz' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify Doctor Application' });
    for (const text of [
      'Pending Verification',
      'MBBS, FCPS',
      'Heart Care, Lahore',
      '7 years',
      'PMDC-d1',
      'Heart specialist.',
      'Urdu, English',
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect(within(dialog).queryByText('Services')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(sent).toEqual([
      {
        url: expect.stringMatching(/\/api\/admin\/doctors\/d1\/verify$/),
        method: 'POST',
        body: null,
      },
    ]);
    expect(toasts()).toEqual(['Success: Doctor approved successfully']);
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = screen.getByRole('rowheader', { name: /Nadia Pervaiz/ }).closest('tr')!;
    expect(within(row).getByText('Verified')).toBeTruthy();
  });

  // Where focus then goes is checked in Chromium (tests/e2e/admin-home.test.ts): happy-dom
  // moves focus to the body when a modal <dialog> is removed.
  it('an approved row leaves the table filtered on Pending', async () => {
    const { user } = setup(() =>
      json(200, { success: true, data: { ...DOCTORS[1], verificationStatus: 'verified' } }),
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'pending');
    await user.click(screen.getByRole('button', { name: 'View Details: Omar Farooq' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(screen.queryByRole('button', { name: 'View Details: Omar Farooq' })).toBeNull();
    expect(rows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      expect.stringContaining('Nadia Pervaiz'),
    ]);
    expect(toasts()).toEqual(['Success: Doctor approved successfully']);
  });

  it('a verified doctor shows Already Verified; a rejected one can be approved but not rejected again', async () => {
    const { user } = setup(() => json(500, {}));
    await user.click(screen.getByRole('button', { name: 'View Details: Hina Qureshi' }));
    let dialog = screen.getByRole('dialog', { name: 'Verify Doctor Application' });
    expect(within(dialog).getByText('Already Verified')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'View Details: Kamran Butt' }));
    dialog = screen.getByRole('dialog', { name: 'Verify Doctor Application' });
    expect(within(dialog).getByText('Reason: No licence')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('rejects only with a reason, and says what failed with the server message', async () => {
    const { user, sent } = setup(() =>
      json(409, { success: false, message: 'This application is already rejected' }),
    );
    await user.click(screen.getByRole('button', { name: 'View Details: Omar Farooq' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const confirm = screen.getByRole('dialog', { name: 'Reject application of Omar Farooq' });
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(within(confirm).getByRole('alert').textContent).toBe('Please enter a reason.');
    expect(sent).toEqual([]);
    await user.type(within(confirm).getByLabelText(/Reason for rejection/), '  Licence expired ');
    await user.click(within(confirm).getByRole('button', { name: 'Reject' }));
    expect(sent.map((s) => s.body)).toEqual([{ reason: 'Licence expired' }]);
    expect(toasts()).toEqual([
      'Error: Failed to reject doctor: This application is already rejected',
    ]);
    // Nothing changed on screen: the row is still pending and the question stays open.
    expect(screen.getByRole('dialog', { name: 'Reject application of Omar Farooq' })).toBeTruthy();
  });
});
