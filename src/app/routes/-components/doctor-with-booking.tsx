import { Suspense, useState } from 'react';
import type { BookingDay } from '#app/features/booking/hooks/use-booking-wizard';
import type { DoctorProfile } from '#app/features/doctors/api/doctor-loaders';
import { DoctorDetailScreen } from '#app/features/doctors/components/doctor-detail-screen';
import { lazyNamed } from '#app/lib/lazy-named';
import { PushOffer } from './push-offer';

// The wizard loads when the patient opens it, not with the profile (ADR 127).
const BookingDialog = lazyNamed(
  () => import('#app/features/booking/components/booking-dialog'),
  'BookingDialog',
);

type Props = BookingDay & {
  profile: DoctorProfile;
  /** Only a signed-in patient books in the dialog; anyone else follows the panel's link. */
  canBook: boolean;
};

/**
 * A doctor's profile whose booking panel opens the wizard as a dialog over it (ADR 076).
 * Closing the dialog clears the chosen day from the URL.
 */
export function DoctorWithBooking({ profile, canBook, ...day }: Props) {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <>
      <DoctorDetailScreen
        profile={profile}
        onBook={
          canBook
            ? (button, _doctor, practice) => {
                // Book here on a practice's card (ADR 117): Where answered, its next free day.
                if (practice) day.onDateChange(practice.nextFreeDate ?? '', practice._id);
                setOpener(button);
              }
            : undefined
        }
      />
      {opener && (
        <Suspense fallback={null}>
          <BookingDialog
            {...day}
            doctor={profile.doctor}
            opener={opener}
            afterBooking={<PushOffer />}
            onClose={() => {
              setOpener(null);
              day.onDateChange('');
            }}
          />
        </Suspense>
      )}
    </>
  );
}
