import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDeskVisit } from '#app/offline/collections/desk-days';
import { localDb } from '#app/offline/local-db';
import { normalizePhone } from '#shared/domain/phone-number';
import { PRINT_PRACTICE } from '#tests/support/desk-print-fixtures';
import { localWalkIn, type WalkInPayload } from './api/desk-kinds';
import { findPeople } from './api/walk-in-actions';
import { EMPTY_WALK_IN, walkInErrors } from './components/walk-in-dialog';

const PRACTICE = PRINT_PRACTICE;
const FIELDS = {
  ...EMPTY_WALK_IN,
  name: 'Parveen Akhtar',
  phone: '0301 2223334',
  sex: 'female',
  age: '38',
};
const payload = (id: string, personId: string, name = 'Parveen Akhtar'): WalkInPayload => ({
  body: {
    ...walkInErrors(PRACTICE.id, { ...FIELDS, name }, normalizePhone).walkIn!,
    id,
    personId,
    arrivedAt: '2030-03-11T05:00:00.000Z',
  },
  practice: PRACTICE,
  date: '2030-03-11',
  age: 38,
});

beforeEach(async () => {
  await Promise.all(localDb.tables.map((t) => t.clear()));
});

describe('the walk-in form', () => {
  it('reads the fields with the shared schema: the phone in E.164, the age a number', () => {
    const { walkIn, errors } = walkInErrors(PRACTICE.id, FIELDS, normalizePhone);
    expect(errors).toEqual({});
    expect(walkIn).toMatchObject({ phone: '+923012223334', age: 38, sex: 'female' });
  });

  it('names each wrong field in the schema’s words', () => {
    const { walkIn, errors } = walkInErrors(
      PRACTICE.id,
      { ...FIELDS, phone: '12', age: '', sex: '', priority: 'emergency' },
      normalizePhone,
    );
    expect(walkIn).toBeUndefined();
    expect(errors).toEqual({
      phone: 'Phone must be a valid phone number, such as 0300 1234567',
      sex: 'Choose the patient’s sex',
    });
    const second = walkInErrors(
      PRACTICE.id,
      { ...FIELDS, age: '', priority: 'emergency' },
      normalizePhone,
    );
    expect(second.errors).toEqual({
      age: 'Enter the age or the date of birth',
      priorityReason: 'A priority needs a reason',
    });
  });
});

describe('a walk-in on the device', () => {
  it('is added to its day once, checked in and unpaid at the practice’s fee', async () => {
    const p = payload('v-1', 'p-1');
    await addDeskVisit(localDb, 'u-1', PRACTICE, p.date, localWalkIn(p));
    await addDeskVisit(localDb, 'u-1', PRACTICE, p.date, localWalkIn(p));
    const day = await localDb.deskDays.get(['u-1', `${PRACTICE.id}:2030-03-11`]);
    expect(day!.visits).toEqual([
      {
        id: 'v-1',
        appointmentId: null,
        personId: 'p-1',
        patient: { name: 'Parveen Akhtar', phone: '+923012223334', age: 38, sex: 'female' },
        source: 'walk_in',
        startTime: null,
        status: 'scheduled',
        checkedInAt: '2030-03-11T05:00:00.000Z',
        payment: { status: 'unpaid', amount: 1500, method: null },
      },
    ]);
  });

  it('is found again offline by phone or name, each person once', async () => {
    for (const [id, person, name] of [
      ['v-1', 'p-1', 'Parveen Akhtar'],
      ['v-2', 'p-2', 'Hamza Akhtar'],
      ['v-3', 'p-1', 'Parveen Akhtar'],
    ] as const) {
      const p = payload(id, person, name);
      await addDeskVisit(localDb, 'u-1', PRACTICE, p.date, localWalkIn(p));
    }
    const byPhone = await findPeople('u-1', PRACTICE.id, '0301-2223334', false);
    expect(byPhone.map((p) => p.id).sort()).toEqual(['p-1', 'p-2']);
    const byName = await findPeople('u-1', PRACTICE.id, 'hamza', false);
    expect(byName.map((p) => p.name)).toEqual(['Hamza Akhtar']);
    expect(await findPeople('u-2', PRACTICE.id, 'hamza', false)).toEqual([]);
  });
});
