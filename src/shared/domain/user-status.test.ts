import { describe, expect, it } from 'vitest';
import { displayStatus } from '#shared/domain/user-status';

describe('the status Manage Users shows', () => {
  it('shows a doctor not yet verified as pending whatever is stored', () => {
    expect(displayStatus({ role: 'doctor', status: 'active', isVerified: false })).toBe('pending');
  });

  it('never hides a block', () => {
    expect(displayStatus({ role: 'doctor', status: 'blocked', isVerified: false })).toBe('blocked');
  });

  it('shows others as stored', () => {
    expect(displayStatus({ role: 'doctor', status: 'active', isVerified: true })).toBe('active');
    expect(displayStatus({ role: 'patient', status: 'pending', isVerified: false })).toBe(
      'pending',
    );
  });
});
