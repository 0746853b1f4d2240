// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminWaitlistCounts, DoctorWaitlistCounts } from './components/waitlist-counts';

afterEach(cleanup);

describe('people waiting, for the doctor and the administrator', () => {
  it('the doctor sees how many wait on each day', async () => {
    const counts = Promise.resolve([
      { date: '2030-03-04', waiting: 2 },
      { date: '2030-03-05', waiting: 1 },
    ]);
    render(<DoctorWaitlistCounts counts={counts} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/2030: 2 waiting$/),
      expect.stringMatching(/2030: 1 waiting$/),
    ]);
  });

  it('says so when no one waits, and when the counts could not be read', async () => {
    render(<DoctorWaitlistCounts counts={Promise.resolve([])} />);
    expect(await screen.findByText('No one is waiting for a slot.')).toBeTruthy();
    cleanup();
    render(<DoctorWaitlistCounts counts={Promise.resolve(null)} />);
    expect(await screen.findByText('The waitlist needs a connection.')).toBeTruthy();
  });

  it('the administrator sees each doctor with their days', async () => {
    const counts = Promise.resolve([
      {
        doctorId: 'd-1',
        doctorName: 'Dr. Ayesha Khan',
        days: [{ date: '2030-03-04', waiting: 3 }],
      },
    ]);
    render(<AdminWaitlistCounts counts={counts} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Dr. Ayesha Khan' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toMatch(/3 waiting$/);
  });
});
