// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clinicToday } from '#shared/domain/clinic-time';
import { ageOn } from '#shared/domain/date-only';
import { DoctorAppointmentCard } from './components/doctor-appointment-card';
import type { DoctorAppointment } from './hooks/use-doctor-day';

afterEach(cleanup);

const HOLDER = { _id: 'p1', name: 'Sana Malik', email: 'sana@example.pk', phone: '0300-1234567' };

function show(extra: Partial<DoctorAppointment>) {
  const appointment = {
    userId: 'd1',
    _id: 'a1',
    status: 'scheduled',
    startTime: '2099-03-10T04:00:00.000Z',
    endTime: '2099-03-10T04:30:00.000Z',
    patient: HOLDER,
    ...extra,
  } as DoctorAppointment;
  render(
    <DoctorAppointmentCard
      appointment={appointment}
      waiting={false}
      refused={null}
      updating={false}
      locked={false}
      timeZone="Asia/Karachi"
      now={Date.now()}
      onAction={() => {}}
      onDismiss={() => {}}
    />,
  );
  return screen.getByRole('article');
}

describe("the doctor's appointment card", () => {
  it('shows a family member as the patient, with age and gender, and the account holder as the contact', () => {
    const card = show({
      familyMember: {
        id: 'm1',
        name: 'Ahmed Malik',
        relationship: 'child',
        dateOfBirth: '2019-05-01',
        gender: 'male',
      },
    });
    expect(within(card).getByRole('heading', { name: 'Ahmed Malik' })).toBeTruthy();
    // The age on today's clinic date, as the doctor reads the card.
    const age = ageOn('2019-05-01', clinicToday(new Date(), 'Asia/Karachi'));
    expect(within(card).getByText(`Child · ${age} years · Male`)).toBeTruthy();
    const contact = within(card).getByText('Contact').nextElementSibling!;
    expect(contact.textContent).toBe('Sana Malik · 0300-1234567 · sana@example.pk');
    expect(within(card).queryByText('sana@example.pk', { selector: 'p' })).toBeNull();
  });

  it('shows the account holder as the patient of their own appointment, with no contact line', () => {
    const card = show({ familyMember: null });
    expect(within(card).getByRole('heading', { name: 'Sana Malik' })).toBeTruthy();
    expect(within(card).getByText('sana@example.pk')).toBeTruthy();
    expect(within(card).queryByText('Contact')).toBeNull();
  });
});
