import { api } from './api-client';

/** ADR 077 (profile photo) and ADR 011: the server checks the same by content. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * Which message a chosen file earns before it is sent, or null for a file worth sending. The
 * two role's specs word the messages apart, so each screen passes its own.
 */
export function photoProblem(
  file: File,
  messages: { notAnImage: string; tooLarge: string },
): string | null {
  if (!file.type.startsWith('image/')) return messages.notAnImage;
  if (file.size > MAX_PHOTO_BYTES) return messages.tooLarge;
  return null;
}

/** POST /upload/profile-picture (multipart, field `profilePicture`), for any role. */
export function uploadProfilePicture(file: File) {
  const form = new FormData();
  form.append('profilePicture', file);
  return api.post<{ profilePicture: { url: string } }>('/upload/profile-picture', form);
}

/** DELETE /upload/profile-picture. */
export function deleteProfilePicture() {
  return api.delete<{ profilePicture: null }>('/upload/profile-picture');
}
