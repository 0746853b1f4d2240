// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationType } from '#app/features/notifications/notification-types';
import { NOTIFICATION_TYPES } from '#shared/schemas/notification';

afterEach(cleanup);

// Every type the server creates, and one it may add later (shown with the generic icon).
const TYPES = [...NOTIFICATION_TYPES, 'SOMETHING_NEW'];

describe('notification type icons', () => {
  it.each(TYPES)('%s has a drawn icon, not an emoji', (type) => {
    const { container } = render(<span>{notificationType(type).glyph}</span>);
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(container.textContent).toBe('');
  });
});
