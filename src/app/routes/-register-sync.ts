/**
 * Every feature's mirrored collections and queued changes, registered with the sync queue
 * before replay starts, so changes queued before a reload go without their screen being opened.
 * Each collection names the roles it is refreshed for. Loaded at sign-in only (ADR 056). Resolves
 * to the queue's start.
 */
export async function registerSync(): Promise<() => () => void> {
  const [
    appointments,
    notifications,
    profile,
    reviews,
    patients,
    doctorProfile,
    doctorDay,
    { startSync },
  ] = await Promise.all([
    import('#app/features/appointments/api/appointments-sync'),
    import('#app/features/notifications/api/notifications-sync'),
    import('#app/features/profile/api/profile-sync'),
    import('#app/features/reviews/api/reviews-sync'),
    import('#app/features/doctor-patients/api/patients-sync'),
    import('#app/features/doctor-profile/api/doctor-profile-sync'),
    import('#app/features/doctor-day/api/doctor-day-sync'),
    import('#app/offline/outbox'),
  ]);
  appointments.registerAppointmentSync();
  notifications.registerNotificationSync();
  profile.registerProfileSync();
  reviews.registerReviewSync();
  patients.registerPatientsSync();
  doctorProfile.registerDoctorScheduleSync();
  doctorDay.registerDoctorDaySync();
  return startSync;
}
