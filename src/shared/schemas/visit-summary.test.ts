import { describe, expect, it } from 'vitest';
import { FAMILY_MEMBER_MSG, FAMILY_MEMBERS_MAX } from './family-member';
import { AMEND_WINDOW_HOURS, FOLLOW_UP_DAYS_MAX, SUMMARY_MSG } from './visit-summary';

// The refusals are plain text so that the catalog can translate them; they must still name the
// limits the server enforces.
describe('the refusal messages', () => {
  it('name the limits the server enforces', () => {
    expect(SUMMARY_MSG.readOnly).toContain(`within ${AMEND_WINDOW_HOURS} hours`);
    expect(SUMMARY_MSG.followUp).toContain(`from 1 to ${FOLLOW_UP_DAYS_MAX}`);
    expect(FAMILY_MEMBER_MSG.tooMany).toContain(`at most ${FAMILY_MEMBERS_MAX} family`);
  });
});
