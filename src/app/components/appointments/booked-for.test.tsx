// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppointmentFamilyMember } from '#shared/schemas/family-member';
import { BookedForFact, BookedForLine } from './booked-for';

afterEach(cleanup);

const MOTHER: AppointmentFamilyMember = {
  id: 'm1',
  name: 'Rukhsana Bibi',
  relationship: 'parent',
  dateOfBirth: '1958-01-01',
  gender: 'female',
};

describe('whom an appointment was booked for', () => {
  it('names the member and their relationship, as a fact of the card and as a line of a list', () => {
    render(
      <>
        <dl>
          <BookedForFact member={MOTHER} />
        </dl>
        <BookedForLine member={MOTHER} />
      </>,
    );
    expect(screen.getByRole('term').textContent).toBe('Patient');
    expect(screen.getByRole('definition').textContent).toBe('Rukhsana Bibi (Parent)');
    expect(screen.getByText('For Rukhsana Bibi (Parent)')).toBeTruthy();
  });

  it('says nothing for the account holder’s own appointment or a row from before members', () => {
    const { container } = render(
      <>
        <BookedForFact member={null} />
        <BookedForLine member={undefined} />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});
