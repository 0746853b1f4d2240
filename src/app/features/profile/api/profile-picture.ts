import { api } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';

/** Section 5 (profile photo) and api.md: the server checks the same by content. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE = msg('Please select an image file');
export const TOO_LARGE = msg('File size must be less than 5MB');

/** The spec's message for a file the server would refuse, or null for a file worth sending. */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (file.size > MAX_PHOTO_BYTES) return TOO_LARGE;
  return null;
}

export function uploadProfilePicture(file: File) {
  const form = new FormData();
  form.append('profilePicture', file);
  return api.post<{ profilePicture: { url: string } }>('/upload/profile-picture', form);
}

export function deleteProfilePicture() {
  return api.delete<{ profilePicture: null }>('/upload/profile-picture');
}
