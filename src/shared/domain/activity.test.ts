import { describe, expect, it } from 'vitest';
import { ACTIVITY_MSG, activityIcon, activityTitle } from '#shared/domain/activity';

describe('recent activities from the audit log', () => {
  it('names what was done to what', () => {
    // By what the entry concerns, then what was done to it.
    const titles: Record<string, Record<string, string>> = {
      session: { login: ACTIVITY_MSG.signedIn, login_failed: ACTIVITY_MSG.signInFailed },
      user: {
        create: ACTIVITY_MSG.patientRegistered,
        status_change: ACTIVITY_MSG.userStatusChanged,
      },
      doctor: {
        create: ACTIVITY_MSG.doctorApplied,
        verify: ACTIVITY_MSG.doctorVerified,
        reject: ACTIVITY_MSG.doctorRejected,
      },
      review: { reject: ACTIVITY_MSG.reviewRejected },
      appointment: { status_change: ACTIVITY_MSG.appointmentChanged },
      settings: { update: ACTIVITY_MSG.settingsChanged },
      doctor_time_off: { delete: ACTIVITY_MSG.deleted },
      thing: { something_new: ACTIVITY_MSG.other },
    };
    for (const [entity, byAction] of Object.entries(titles))
      for (const [action, title] of Object.entries(byAction))
        expect(activityTitle(action, entity)).toBe(title);
  });

  it('picks the icon by what the entry concerns, other for anything unknown', () => {
    expect(['session', 'user', 'profile'].map(activityIcon)).toEqual(['user', 'user', 'user']);
    expect(activityIcon('doctor')).toBe('doctor');
    expect(activityIcon('appointment')).toBe('appointment');
    expect(activityIcon('payment')).toBe('appointment');
    expect(activityIcon('settings')).toBe('other');
  });
});
