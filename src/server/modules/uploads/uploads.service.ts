import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Deps } from '#server/context';
import { doctors, patientProfiles, uploads, users } from '#server/db/schema/index';

export const uploadsDir = (dataDir: string) => join(dataDir, 'uploads');

/** Where the picture is shown from: doctors' on their doctor row, everyone else's on the profile. */
async function currentPictureUrl(deps: Deps, userId: string, role: string) {
  if (role === 'doctor') {
    const [d] = await deps.db
      .select({ url: doctors.profilePictureUrl })
      .from(doctors)
      .where(eq(doctors.userId, userId));
    return d?.url ?? null;
  }
  const [p] = await deps.db
    .select({ url: patientProfiles.profilePictureUrl })
    .from(patientProfiles)
    .where(eq(patientProfiles.userId, userId));
  return p?.url ?? null;
}

async function setPictureUrl(deps: Deps, userId: string, role: string, url: string | null) {
  if (role === 'doctor') {
    await deps.db
      .update(doctors)
      .set({ profilePictureUrl: url, updatedAt: deps.now() })
      .where(eq(doctors.userId, userId));
    return;
  }
  await deps.db
    .insert(patientProfiles)
    .values({ userId, profilePictureUrl: url })
    .onConflictDoUpdate({
      target: patientProfiles.userId,
      set: { profilePictureUrl: url, updatedAt: deps.now() },
    });
}

async function removeUpload(deps: Deps, url: string | null) {
  const id = url?.match(/^\/api\/uploads\/([0-9a-f-]{36})$/)?.[1];
  if (!id) return;
  const [row] = await deps.db.delete(uploads).where(eq(uploads.id, id)).returning();
  if (row) await rm(join(uploadsDir(deps.env.dataDir), row.storageKey), { force: true });
}

export async function saveProfilePicture(
  deps: Deps,
  user: { id: string; role: string },
  bytes: Uint8Array,
  mimeType: string,
) {
  const dir = uploadsDir(deps.env.dataDir);
  await mkdir(dir, { recursive: true });
  // The file is written before its row exists, so a failed write leaves no row pointing nowhere.
  const id = randomUUID();
  await writeFile(join(dir, id), bytes);
  const [row] = await deps.db
    .insert(uploads)
    .values({ id, userId: user.id, mimeType, sizeBytes: bytes.byteLength, storageKey: id })
    .returning()
    .catch(async (error) => {
      await rm(join(dir, id), { force: true });
      throw error;
    });
  const previous = await currentPictureUrl(deps, user.id, user.role);
  const url = `/api/uploads/${row.id}`;
  await setPictureUrl(deps, user.id, user.role, url);
  await removeUpload(deps, previous);
  await deps.db.update(users).set({ updatedAt: deps.now() }).where(eq(users.id, user.id));
  return url;
}

export async function deleteProfilePicture(deps: Deps, user: { id: string; role: string }) {
  const previous = await currentPictureUrl(deps, user.id, user.role);
  await setPictureUrl(deps, user.id, user.role, null);
  await removeUpload(deps, previous);
}

export async function findUpload(deps: Deps, id: string) {
  const [found] = await deps.db
    .select({ row: uploads, ownerRole: users.role })
    .from(uploads)
    .innerJoin(users, eq(users.id, uploads.userId))
    .where(eq(uploads.id, id));
  if (!found) return undefined;
  const { row, ownerRole } = found;
  return { ...row, ownerRole, path: join(uploadsDir(deps.env.dataDir), row.storageKey) };
}
