import { msg } from '#app/lib/i18n';
import { photoProblem as check } from '#app/lib/profile-picture';

export { deleteProfilePicture, uploadProfilePicture } from '#app/lib/profile-picture';

/** ADR 077 (profile photo): the patient's words for a file the server would refuse. */
export const NOT_AN_IMAGE = msg('Please select an image file');
export const TOO_LARGE = msg('File size must be less than 5MB');

export const photoProblem = (file: File) =>
  check(file, { notAnImage: NOT_AN_IMAGE, tooLarge: TOO_LARGE });
