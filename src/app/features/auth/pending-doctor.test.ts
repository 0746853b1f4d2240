// @vitest-environment happy-dom

import { beforeEach, describe, expect, it } from 'vitest';
import { resolvePendingDoctor } from '#app/features/auth/lib/pending-doctor';
import { pendingDoctorStore, useSession } from '#app/lib/session';
import type { User } from '#shared/schemas/user';

const record = {
  _id: 'd9',
  name: 'Sara Malik',
  email: 'pending.doctor@mashwara.pk',
  createdAt: '2025-01-09T10:00:00.000Z',
};
const verifiedDoctor: User = {
  ...record,
  role: 'doctor',
  isVerified: true,
  status: 'active',
};

beforeEach(() => {
  localStorage.clear();
  useSession.getState().clear();
});

describe('verification pending screen', () => {
  it('shows the stored pending doctor', () => {
    pendingDoctorStore.set(record);
    expect(resolvePendingDoctor()).toEqual({ pending: record });
  });

  it('sends a visitor with no pending record to sign-in', () => {
    expect(resolvePendingDoctor()).toEqual({ redirectTo: '/sign-in' });
  });

  it('clears the pending record once a verified user is signed in, and goes to their dashboard', () => {
    pendingDoctorStore.set(record);
    useSession.getState().setSession('jwt', verifiedDoctor);
    expect(resolvePendingDoctor()).toEqual({ redirectTo: '/doctor/dashboard' });
    expect(pendingDoctorStore.get()).toBeNull();
  });

  it('uses the held user when it is a doctor still waiting for verification', () => {
    useSession.getState().setSession('jwt', { ...verifiedDoctor, isVerified: false });
    expect(resolvePendingDoctor()).toEqual({ pending: record });
  });

  it('ignores a damaged pending record', () => {
    localStorage.setItem('pendingDoctor', '{"nope":true}');
    expect(resolvePendingDoctor()).toEqual({ redirectTo: '/sign-in' });
  });
});
