// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScheduleScreen } from '#app/features/doctor-profile/components/schedule-screen';
import {
  FakeDoctorApi,
  mount,
  practicesRow,
  scheduleOnDevice,
} from '#tests/support/harness/doctor-profile-harness';

const OPD = 'Shifa International Hospital OPD';
const EVENING = 'Evening Care Clinic';

async function schedule() {
  const api = new FakeDoctorApi();
  api.profile = practicesRow();
  const user = await mount(api, <ScheduleScreen />);
  // 2 December 2030 is a Monday: the OPD 09:00-14:00, the evening clinic 17:00-21:00.
  fireEvent.change(await screen.findByLabelText('Select date'), {
    target: { value: '2030-12-02' },
  });
  return { api, user };
}

describe('Manage Schedule with practices', () => {
  it('a legend names each practice beside its colour and initial', async () => {
    await schedule();
    const legend = screen.getByRole('region', { name: 'Practices' });
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([`S${OPD}`, `E${EVENING}`]);
    expect(items.map((li) => li.className)).toEqual([
      'practice-tone practice-tone-0',
      'practice-tone practice-tone-1',
    ]);
  });

  it("the week names each practice's hours on the day, in its colour", async () => {
    await schedule();
    const monday = screen
      .getAllByRole('button')
      .find((b) => b.classList.contains('schedule-day') && b.textContent?.includes('Monday'))!;
    const lines = [...monday.querySelectorAll('.practice-hours-line')];
    expect(lines.map((l) => l.textContent)).toEqual([
      `S ${OPD}: 9:00 AM - 2:00 PM`,
      `E ${EVENING}: 5:00 PM - 9:00 PM`,
    ]);
    expect(lines[1]!.classList.contains('practice-tone-1')).toBe(true);
  });

  it("the month cell's label counts every practice's slots and names the practices", async () => {
    const { user } = await schedule();
    await user.click(screen.getByRole('tab', { name: 'Month' }));
    const cell = within(screen.getByRole('group', { name: 'Month' }))
      .getAllByRole('button')
      .find((b) => b.getAttribute('aria-label')?.startsWith('Monday, December 2, 2030'))!;
    expect(cell.getAttribute('aria-label')).toBe(
      `Monday, December 2, 2030, 18 slots: ${OPD}, ${EVENING}`,
    );
  });

  it('the slots are grouped and named by practice, and each toggles its own practice', async () => {
    const { api, user } = await schedule();
    await user.click(screen.getByRole('tab', { name: 'Slots' }));
    const opd = screen.getByRole('region', { name: OPD });
    const evening = screen.getByRole('region', { name: EVENING });
    const toggles = within(opd).getAllByRole('button');
    expect(toggles).toHaveLength(10);
    expect(toggles[0]!.textContent).toBe(`9:00 AM ${OPD}`);
    expect(toggles[0]!.classList.contains('practice-tone-0')).toBe(true);
    const late = within(evening).getAllByRole('button');
    expect(late.map((b) => b.textContent)).toEqual(
      ['5:00 PM', '5:30 PM', '6:00 PM', '6:30 PM', '7:00 PM', '7:30 PM', '8:00 PM', '8:30 PM'].map(
        (time) => `${time} ${EVENING}`,
      ),
    );
    expect(late[0]!.classList.contains('practice-tone-1')).toBe(true);
    await user.click(late[0]!);
    await waitFor(() => expect(api.slotChanges).toHaveLength(1));
    expect(api.slotChanges[0]!.body).toEqual({
      day: 'monday',
      startTime: '17:00',
      open: false,
      practiceId: '22222222-2222-4222-8222-222222222222',
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: EVENING }))
          .getAllByRole('button')[0]!
          .getAttribute('aria-pressed'),
      ).toBe('false'),
    );
    // The first clinic's hours, which the seed-era hours mirror, did not move.
    expect(within(opd).getAllByRole('button')[0]!.getAttribute('aria-pressed')).toBe('true');
    const row = await scheduleOnDevice();
    expect((row!.availability as { monday: unknown }).monday).toEqual({
      isAvailable: true,
      slots: [{ startTime: '09:00', endTime: '14:00' }],
    });
  });
});
