// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationType } from '#app/features/notifications/notification-types';

afterEach(cleanup);

const TYPES = [
  'APPOINTMENT_BOOKED',
  'APPOINTMENT_CONFIRMED',
  'APPOINTMENT_CANCELLED',
  'APPOINTMENT_RESCHEDULED',
  'APPOINTMENT_REMINDER',
  'REVIEW_RECEIVED',
  'PAYMENT_RECEIVED',
  'SOMETHING_NEW',
];

describe('notification type icons', () => {
  it.each(TYPES)('%s has a drawn icon, not an emoji', (type) => {
    const { container } = render(<span>{notificationType(type).glyph}</span>);
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(container.textContent).toBe('');
  });
});
