import { describe, expect, it } from 'vitest';
import { ACTIVITY_MSG, activityIcon, activityTitle } from '#shared/domain/activity';

describe('recent activities from the audit log', () => {
  it('names what was done to what', () => {
    expect(activityTitle('login', 'session')).toBe(ACTIVITY_MSG.signedIn);
    expect(activityTitle('login_failed', 'session')).toBe(ACTIVITY_MSG.signInFailed);
    expect(activityTitle('create', 'user')).toBe(ACTIVITY_MSG.patientRegistered);
    expect(activityTitle('create', 'doctor')).toBe(ACTIVITY_MSG.doctorApplied);
    expect(activityTitle('verify', 'doctor')).toBe(ACTIVITY_MSG.doctorVerified);
    expect(activityTitle('reject', 'doctor')).toBe(ACTIVITY_MSG.doctorRejected);
    expect(activityTitle('reject', 'review')).toBe(ACTIVITY_MSG.reviewRejected);
    expect(activityTitle('status_change', 'appointment')).toBe(ACTIVITY_MSG.appointmentChanged);
    expect(activityTitle('status_change', 'user')).toBe(ACTIVITY_MSG.userStatusChanged);
    expect(activityTitle('update', 'settings')).toBe(ACTIVITY_MSG.settingsChanged);
    expect(activityTitle('delete', 'doctor_time_off')).toBe(ACTIVITY_MSG.deleted);
    expect(activityTitle('something_new', 'thing')).toBe(ACTIVITY_MSG.other);
  });

  it('picks the icon by what the entry concerns, other for anything unknown', () => {
    expect(['session', 'user', 'profile'].map(activityIcon)).toEqual(['user', 'user', 'user']);
    expect(activityIcon('doctor')).toBe('doctor');
    expect(activityIcon('appointment')).toBe('appointment');
    expect(activityIcon('payment')).toBe('appointment');
    expect(activityIcon('settings')).toBe('other');
  });
});
