import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientProfiles, uploads, users } from '#server/db/schema/index';
import { signUpPatient } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  for (let i = PNG_SIGNATURE.length; i < size; i++) bytes[i] = i % 251;
  return bytes;
};
const form = (bytes: Uint8Array<ArrayBuffer> | string, name = 'photo.png', type = 'image/png') => {
  const data = new FormData();
  data.set('profilePicture', new File([bytes], name, { type }));
  return data;
};
const upload = (token: string, body: FormData) =>
  server.call('POST', '/upload/profile-picture', { token, body });
const countUploads = async () =>
  (await server.db.select({ n: sql<number>`count(*)::int` }).from(uploads))[0].n;
const storedFiles = () => {
  try {
    return readdirSync(join(server.env.dataDir, 'uploads')).length;
  } catch {
    return 0;
  }
};
const pictureOf = async (userId: string) =>
  (
    await server.db
      .select({ url: patientProfiles.profilePictureUrl })
      .from(patientProfiles)
      .where(eq(patientProfiles.userId, userId))
  )[0]?.url ?? null;

describe('profile picture', () => {
  it('accepts a PNG and serves the same bytes back at the returned url as image/png', async () => {
    const { token } = await signUpPatient(server);
    const bytes = png(300);
    const res = await upload(token, form(bytes));
    expect(res.status).toBe(200);
    const url = res.body.data.profilePicture.url as string;
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    const served = await server.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const profile = await server.get('/auth/profile', { token });
    expect(profile.body.data.profilePicture).toEqual({ url });
  });

  it('a patient’s picture is never kept by the browser; a doctor’s public one may be', async () => {
    const { token, user } = await signUpPatient(server);
    const url = (await upload(token, form(png()))).body.data.profilePicture.url as string;
    const served = await server.app.request(url);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    await server.db.update(users).set({ role: 'doctor' }).where(eq(users.id, user._id));
    const asDoctor = await server.app.request(url);
    expect(asDoctor.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('replacing the picture removes the old file', async () => {
    const { token } = await signUpPatient(server);
    const first = (await upload(token, form(png()))).body.data.profilePicture.url;
    const files = storedFiles();
    const second = (await upload(token, form(png(128)))).body.data.profilePicture.url;
    expect(second).not.toBe(first);
    expect((await server.get(first)).status).toBe(404);
    expect((await server.app.request(second)).status).toBe(200);
    expect(storedFiles()).toBe(files);
  });

  it.each([
    ['a text file', 'hello, not an image', 'notes.txt', 'text/plain'],
    ['a text file named and typed as a PNG', 'hello, not an image', 'photo.png', 'image/png'],
  ])('refuses %s with 415 and stores nothing', async (_, content, name, type) => {
    const { token, user } = await signUpPatient(server);
    const [count, files] = [await countUploads(), storedFiles()];
    const res = await upload(token, form(content, name, type));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ success: false, message: 'Please select an image file' });
    expect(await countUploads()).toBe(count);
    expect(storedFiles()).toBe(files);
    expect(await pictureOf(user._id)).toBeNull();
  });

  it.each([
    ['6 MB', 6 * 1024 * 1024],
    ['one byte over 5 MB', 5 * 1024 * 1024 + 1],
  ])('refuses a picture of %s with 413 and changes nothing', async (_, size) => {
    const { token, user } = await signUpPatient(server);
    const current = (await upload(token, form(png()))).body.data.profilePicture.url;
    const [count, files] = [await countUploads(), storedFiles()];
    const res = await upload(token, form(png(size)));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: 'File size must be less than 5MB' });
    expect(await countUploads()).toBe(count);
    expect(storedFiles()).toBe(files);
    expect(await pictureOf(user._id)).toBe(current);
  });

  it('accepts a picture of exactly 5 MB', async () => {
    const { token } = await signUpPatient(server);
    const res = await upload(token, form(png(5 * 1024 * 1024)));
    expect(res.status).toBe(200);
  });

  it('refuses a form without the profilePicture field', async () => {
    const { token } = await signUpPatient(server);
    const data = new FormData();
    data.set('picture', new File([png()], 'photo.png'));
    const res = await upload(token, data);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select an image file');
  });

  it('deleting the picture answers {profilePicture: null} and removes the file', async () => {
    const { token, user } = await signUpPatient(server);
    const url = (await upload(token, form(png()))).body.data.profilePicture.url;
    const files = storedFiles();
    const res = await server.delete('/upload/profile-picture', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ profilePicture: null });
    expect(await pictureOf(user._id)).toBeNull();
    expect((await server.get(url)).status).toBe(404);
    expect(storedFiles()).toBe(files - 1);
    expect((await server.get('/auth/profile', { token })).body.data.profilePicture).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const res = await server.call('POST', '/upload/profile-picture', { body: form(png()) });
    expect(res.status).toBe(401);
    expect((await server.delete('/upload/profile-picture')).status).toBe(401);
  });

  it('an unknown picture id is 404 in the envelope', async () => {
    const res = await server.get('/uploads/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'File not found' });
    expect((await server.get('/uploads/not-a-uuid')).status).toBe(404);
  });
});
