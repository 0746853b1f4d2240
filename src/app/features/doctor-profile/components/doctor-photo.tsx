import { PhotoUpload } from '#app/components/photo-upload/photo-upload';
import { Avatar } from '#app/components/ui/avatar';
import { photoProblem } from '../api/doctor-profile-api';

/** The doctor's photo, kept in the `schedule` collection with the rest of the profile. */
export function DoctorPhoto({ name, url }: { name: string; url?: string }) {
  return (
    <PhotoUpload
      collection="schedule"
      hasPicture={Boolean(url)}
      check={photoProblem}
      className="row"
    >
      <Avatar name={name} url={url} size={72} />
    </PhotoUpload>
  );
}
