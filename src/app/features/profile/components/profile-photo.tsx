import { PhotoUpload } from '#app/components/photo-upload/photo-upload';
import { photoProblem } from '../api/profile-picture';

/** The patient's photo, in the `profile` collection; the header above shows it. */
export function ProfilePhoto({ hasPicture }: { hasPicture: boolean }) {
  return <PhotoUpload collection="profile" hasPicture={hasPicture} check={photoProblem} />;
}
