import { useSession } from '#app/lib/session';

/** Whose rows a read of the device copy is for: null when nobody is signed in. */
export const useUserId = () => useSession((s) => s.user?._id ?? null);
