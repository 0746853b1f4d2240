import { create } from 'zustand';
import { forgetScreens } from '#app/boot/last-screen';
import type { Role, User } from '#shared/schemas/user';

/** Storage keys, exactly as ADR 075 names them. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  pendingDoctor: 'pendingDoctor',
  redirectAfterLogin: 'redirectAfterLogin',
} as const;

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

type SessionState = {
  token: string | null;
  user: User | null;
  setSession(token: string, user: User): void;
  setUser(user: User): void;
  clear(): void;
};

/** The session lives in local storage (token, user) so the guard works offline. */
export const useSession = create<SessionState>((set) => ({
  token: typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.token),
  user: typeof localStorage === 'undefined' ? null : readJson<User>(STORAGE_KEYS.user),
  setSession(token, user) {
    // Another user on this device: the last one's saved screens go (ADR 120).
    forgetScreens(document, localStorage, user._id);
    localStorage.setItem(STORAGE_KEYS.token, token);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    set({ token, user });
  },
  setUser(user) {
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    set({ user });
  },
  clear() {
    forgetScreens(document, localStorage);
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.user);
    set({ token: null, user: null });
  },
}));

/** Signed in means both a token and a user record are held (ADR 075). */
export const isSignedIn = (s: Pick<SessionState, 'token' | 'user'>) => Boolean(s.token && s.user);

export const DASHBOARDS: Record<Role, string> = {
  patient: '/patient/dashboard',
  doctor: '/doctor/dashboard',
  admin: '/admin/dashboard',
  desk: '/desk',
};

/** Where a signed-in user belongs: an unverified doctor waits at /verification-pending. */
export function homeFor(user: User): string {
  if (user.role === 'doctor' && !user.isVerified) return '/verification-pending';
  return DASHBOARDS[user.role] ?? '/';
}

export type PendingDoctor = Pick<User, '_id' | 'name' | 'email' | 'createdAt'>;

export const pendingDoctorStore = {
  get: () =>
    typeof localStorage === 'undefined'
      ? null
      : readJson<PendingDoctor>(STORAGE_KEYS.pendingDoctor),
  set: (doctor: PendingDoctor) =>
    localStorage.setItem(STORAGE_KEYS.pendingDoctor, JSON.stringify(doctor)),
  clear: () => localStorage.removeItem(STORAGE_KEYS.pendingDoctor),
};

export const redirectStore = {
  get: () =>
    typeof localStorage === 'undefined'
      ? null
      : localStorage.getItem(STORAGE_KEYS.redirectAfterLogin),
  set: (path: string) => localStorage.setItem(STORAGE_KEYS.redirectAfterLogin, path),
  /** Reads and forgets the path; only same-origin paths are honoured. */
  take: () => {
    const path = localStorage.getItem(STORAGE_KEYS.redirectAfterLogin);
    localStorage.removeItem(STORAGE_KEYS.redirectAfterLogin);
    return path?.startsWith('/') && !path.startsWith('//') ? path : null;
  },
};
