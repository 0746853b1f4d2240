import { readFile } from 'node:fs/promises';
import { describeRoute } from 'hono-openapi';
import { createRouter } from '#server/context';
import { actorOf } from '#server/lib/actor';
import { ApiError, notFound } from '#server/lib/errors';
import { ok } from '#server/lib/http';
import { currentUser, requireAuth } from '#server/middleware/auth';
import { isId } from '#shared/schemas/common';
import { audit } from '../audit/audit.service';
import { MAX_IMAGE_BYTES, sniffImageType } from './image-check';
import { deleteProfilePicture, findUpload, saveProfilePicture } from './uploads.service';

const NOT_IMAGE = 'Please select an image file';
const TOO_LARGE = 'File size must be less than 5MB';

/** POST and DELETE /api/upload/profile-picture (ADR 011). */
export const uploadRoutes = createRouter();

uploadRoutes.post(
  '/profile-picture',
  describeRoute({
    tags: ['Auth'],
    summary: 'Upload a profile picture (multipart field profilePicture; an image of at most 5MB)',
    security: [{ bearerAuth: [] }],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['profilePicture'],
            properties: { profilePicture: { type: 'string', format: 'binary' } },
          },
        },
      },
    },
  }),
  requireAuth,
  async (c) => {
    const user = currentUser(c);
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new ApiError(400, NOT_IMAGE);
    }
    const file = form.get('profilePicture');
    if (!(file instanceof File)) throw new ApiError(400, NOT_IMAGE);
    if (file.size > MAX_IMAGE_BYTES) throw new ApiError(413, TOO_LARGE);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const mimeType = sniffImageType(bytes);
    if (!mimeType) throw new ApiError(415, NOT_IMAGE);
    const url = await saveProfilePicture(c.get('deps'), user, bytes, mimeType);
    await audit(c.get('deps'), actorOf(c), {
      action: 'update',
      resource: 'profile',
      resourceId: user.id,
      details: 'Profile picture uploaded',
    });
    return ok(c, { profilePicture: { url } }, { message: 'Profile picture updated' });
  },
);

uploadRoutes.delete(
  '/profile-picture',
  describeRoute({
    tags: ['Auth'],
    summary: 'Remove the profile picture',
    security: [{ bearerAuth: [] }],
  }),
  requireAuth,
  async (c) => {
    const user = currentUser(c);
    await deleteProfilePicture(c.get('deps'), user);
    await audit(c.get('deps'), actorOf(c), {
      action: 'delete',
      resource: 'profile',
      resourceId: user.id,
      details: 'Profile picture removed',
    });
    return ok(c, { profilePicture: null }, { message: 'Profile picture removed' });
  },
);

/** GET /api/uploads/{id}: the stored image with its checked type. Ids are random UUIDs. */
export const fileRoutes = createRouter();

fileRoutes.get(
  '/:id',
  describeRoute({ tags: ['Auth'], summary: 'A stored profile picture' }),
  async (c) => {
    const id = c.req.param('id');
    const row = isId(id) ? await findUpload(c.get('deps'), id) : undefined;
    if (!row) throw notFound('File');
    const bytes = await readFile(row.path).catch(() => undefined);
    if (!bytes) throw notFound('File');
    return c.body(bytes, 200, {
      'Content-Type': row.mimeType,
      // A doctor's photo is public (their profile page); a patient's is personal data, which
      // never stays on a device after sign-out, so the browser keeps no copy of it.
      'Cache-Control': row.ownerRole === 'doctor' ? 'public, max-age=86400' : 'private, no-store',
      'Content-Disposition': 'inline',
    });
  },
);
