import type { User } from '#shared/schemas/user';

/** What a guard needs of the session: the stored token and user (ADR 075). */
export type SessionSnapshot = { token: string | null; user: User | null };

/**
 * The router's context (TanStack `createRootRouteWithContext`). The session is kept in step
 * with the zustand store by `createAppRouter`, so a guard that runs right after sign-in sees it.
 * `prerender` is true in the build-time render, where no API answers.
 */
export type RouterContext = { session: SessionSnapshot; prerender: boolean };

export const snapshot = (s: SessionSnapshot): SessionSnapshot => ({ token: s.token, user: s.user });
