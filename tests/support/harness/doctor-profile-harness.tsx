import 'fake-indexeddb/auto';
import type { ReactElement } from 'react';
import { onTestFinished, vi } from 'vitest';
import { schedule } from '#app/offline/collections/schedule';
import { localDb } from '#app/offline/local-db';
import { syncEngine } from '#app/offline/outbox';
import type { DaySlots } from '#shared/domain/availability';
import { withSlot } from '#shared/domain/weekly-slot';
import type { SlotChange } from '#shared/schemas/slot-change';
import {
  DOCTOR,
  FakeServer,
  json,
  mountOnDevice,
  ok,
  toastSays,
  toasts,
  unmountFrom,
} from './app-harness';

export { DOCTOR, toastSays, toasts };

const off = { isAvailable: false, slots: [] };
export const profileRow = () => ({
  _id: 'd-1',
  userId: DOCTOR._id,
  name: 'Ayesha Khan',
  email: DOCTOR.email,
  gender: null,
  specialization: 'Cardiology',
  qualifications: 'MBBS, FCPS',
  clinicName: 'Heart Clinic',
  experience: 8,
  licenseNumber: 'PMC-1234',
  consultationFee: 1500,
  about: '',
  services: ['ECG'],
  languages: ['Urdu', 'English'],
  awards: [],
  contactInfo: null,
  location: null,
  education: [],
  certifications: [],
  availability: {
    sunday: off,
    monday: { isAvailable: true, slots: [{ startTime: '09:00', endTime: '17:00' }] },
    tuesday: off,
    wednesday: off,
    thursday: off,
    friday: off,
    saturday: off,
  },
});

const hours = (day: string, startTime: string, endTime: string) => ({
  sunday: off,
  monday: off,
  tuesday: off,
  wednesday: off,
  thursday: off,
  friday: off,
  saturday: off,
  [day]: { isAvailable: true, slots: [{ startTime, endTime }] },
});

/**
 * A doctor with practices (ADR 112): the hospital OPD on Monday mornings (the first clinic, so
 * the seed-era fields mirror it) and an evening clinic in another city.
 */
export const practicesRow = () => {
  const opd = {
    _id: '11111111-1111-4111-8111-111111111111',
    kind: 'clinic' as const,
    name: 'Shifa International Hospital OPD',
    location: {
      address: 'Pitras Bukhari Road, H-8/4',
      city: 'Islamabad',
      area: 'H-8',
      landmark: 'Opposite the Shifa gate 2',
      country: 'Pakistan',
    },
    phone: '+92518463000',
    fee: 3000,
    availability: hours('monday', '09:00', '14:00'),
  };
  const evening = {
    _id: '22222222-2222-4222-8222-222222222222',
    kind: 'clinic' as const,
    name: 'Evening Care Clinic',
    location: {
      address: '12 Murree Road',
      city: 'Rawalpindi',
      area: 'Satellite Town',
      landmark: 'Behind Commercial Market',
      country: 'Pakistan',
    },
    phone: '',
    fee: 2000,
    availability: hours('monday', '17:00', '21:00'),
  };
  return {
    ...profileRow(),
    clinicName: opd.name,
    consultationFee: opd.fee,
    availability: opd.availability,
    contactInfo: { phone: opd.phone, email: '', website: '' },
    location: { address: opd.location.address, city: 'Islamabad' },
    practices: [opd, evening],
    offersVideo: false,
  };
};

type Answer = { status: number; body: unknown };

/** A stand-in for the server behind fetch: the doctor's profile and time off. */
export class FakeDoctorApi extends FakeServer {
  profile: Record<string, unknown> = profileRow();
  timeOff: {
    _id: string;
    startDate: string;
    endDate: string;
    reason: string;
    createdAt: string;
  }[] = [];
  puts: unknown[] = [];
  /** The next PUT /doctors/profile or POST time-off answers this instead. */
  next: Answer[] = [];
  outsideHours: unknown[] = [];
  /** Changes the stored profile after a PUT, as a save elsewhere meanwhile would. */
  afterPut: ((saved: Record<string, unknown>) => Record<string, unknown>) | null = null;
  /** Slot changes received (PATCH /doctors/profile/availability), with their Idempotency-Key. */
  slotChanges: { body: SlotChange & { practiceId?: string }; key: string | null }[] = [];
  /** GET /doctors/profile answers this instead, while set (a load that fails). */
  profileFailure: Answer | null = null;

  protected async answer(req: Request, url: URL) {
    const path = url.pathname;
    if (req.method === 'GET' && path === '/api/doctors/profile' && this.profileFailure)
      return json(this.profileFailure.status, this.profileFailure.body);
    if (req.method === 'GET' && path === '/api/doctors/profile') return ok(this.profile);
    if (req.method === 'GET' && path === '/api/doctors/profile/time-off') return ok(this.timeOff);
    if (req.method === 'GET') return json(404, { success: false, message: 'Not found' });
    const answer = this.next.shift();
    if (answer) return json(answer.status, answer.body);
    if (req.method === 'PUT' && path === '/api/doctors/profile') {
      const { version, ...body } = await req.json();
      this.puts.push(version === undefined ? body : { ...body, version });
      // ADR 114: a save from an older version is refused; each save moves the version on.
      const current = this.profile.updatedAt as string | undefined;
      if (version !== undefined && version !== current)
        return json(409, {
          success: false,
          message: 'Your profile was changed elsewhere. Reload it and try again.',
          code: 'PROFILE_CHANGED',
        });
      this.profile = { ...this.profile, ...body };
      if (current) this.profile.updatedAt = new Date(Date.parse(current) + 60_000).toISOString();
      if (this.afterPut) this.profile = this.afterPut(this.profile);
      return ok(
        { ...this.profile, outsideHours: this.outsideHours },
        'Profile updated successfully',
      );
    }
    if (req.method === 'PATCH' && path === '/api/doctors/profile/availability') {
      const body = (await req.json()) as SlotChange & { practiceId?: string };
      this.slotChanges.push({ body, key: req.headers.get('idempotency-key') });
      const change = (week: Record<string, DaySlots>) => ({
        ...week,
        [body.day]: withSlot(week[body.day], body.startTime, body.open),
      });
      // ADR 112: the named practice's hours; the seed-era hours mirror the first clinic's.
      const practices = (this.profile.practices ?? []) as {
        _id: string;
        kind: string;
        availability: Record<string, DaySlots>;
      }[];
      const first = practices.find((p) => p.kind === 'clinic');
      const named = practices.find((p) => p._id === body.practiceId) ?? first;
      this.profile = {
        ...this.profile,
        ...(named === first
          ? { availability: change(this.profile.availability as Record<string, DaySlots>) }
          : {}),
        ...(named
          ? {
              practices: practices.map((p) =>
                p === named ? { ...p, availability: change(p.availability) } : p,
              ),
            }
          : {}),
      };
      return ok({ ...this.profile, outsideHours: [] });
    }
    if (req.method === 'POST' && path === '/api/doctors/profile/time-off') {
      const body = await req.json();
      const item = { _id: `t-${this.timeOff.length + 1}`, createdAt: '', ...body };
      this.timeOff.push(item);
      return json(201, { success: true, data: { timeOff: item, outsideHours: [] } });
    }
    if (req.method === 'DELETE' && path.startsWith('/api/doctors/profile/time-off/')) {
      const id = path.split('/').at(-1);
      this.timeOff = this.timeOff.filter((t) => t._id !== id);
      return ok({});
    }
    return json(404, { success: false, message: 'Not found' });
  }
}

/**
 * Renders a doctor screen on a device whose mirror holds `api`'s profile (none with
 * `mirror: false`, as on a first visit). The test takes it down again when it finishes.
 */
export function mount(
  api: FakeDoctorApi,
  screen: ReactElement,
  rows: unknown[] = [],
  { mirror = true }: { mirror?: boolean } = {},
) {
  onTestFinished(unmount);
  // Registered with the stand-in already behind fetch: a running engine refreshes at once.
  vi.stubGlobal('fetch', api.fetch);
  syncEngine.registerCollection(schedule);
  const fill = async () => {
    // As the `schedule` collection stores it: the profile with its time off.
    if (mirror)
      await localDb.schedule.put({ ...api.profile, timeOff: [...api.timeOff], userId: DOCTOR._id });
    await localDb.appointments.bulkPut(rows as never[]);
  };
  return mountOnDevice({ fetch: api.fetch, user: DOCTOR, fill }, screen);
}

export const unmount = () => unmountFrom('schedule');

/** The device's copy of the doctor's schedule (the profile with its time off). */
export const scheduleOnDevice = () => localDb.schedule.get(DOCTOR._id);
