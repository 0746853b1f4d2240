// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VerifyScreen } from './verify-screen';

afterEach(cleanup);

describe('the public prescription check', () => {
  it('confirms a genuine prescription with the doctor, the date and the initials only', () => {
    render(
      <VerifyScreen
        check={{
          doctorName: 'Dr Ayesha Khan',
          licenseNumber: '12345-P',
          date: '2030-01-07',
          patientInitials: 'Z. R.',
          valid: true,
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Genuine: this prescription was issued through Mashwara.',
    );
    const text = screen.getByRole('region', { name: 'Check a prescription' }).textContent;
    expect(text).toContain('Dr Ayesha Khan');
    expect(text).toContain('Z. R.');
    expect(text).toContain('2030');
  });

  it('says a prescription whose doctor is no longer verified is not valid', () => {
    render(
      <VerifyScreen
        check={{
          doctorName: 'Dr Ayesha Khan',
          licenseNumber: '12345-P',
          date: '2030-01-07',
          patientInitials: 'Z. R.',
          valid: false,
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Not valid: the prescribing doctor is no longer verified.',
    );
  });

  it('an unknown or revoked code reveals nothing and says it is not genuine', () => {
    render(<VerifyScreen check={null} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Not genuine or not found: no prescription matches this code.',
    );
    expect(screen.queryByText('Doctor')).toBeNull();
  });
});
