// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushState } from '#app/lib/push';
import { PushOffer } from './components/push-offer';

const device = vi.hoisted(() => ({
  state: 'off' as PushState,
  turnOn: vi.fn<() => Promise<PushState>>(),
}));
vi.mock('#app/lib/push', () => ({
  pushState: async () => device.state,
  turnOnPush: () => device.turnOn(),
}));

afterEach(() => {
  cleanup();
  device.turnOn.mockReset();
});

const offer = () => screen.findByRole('region', { name: 'Get notified on this device?' });
const turnOn = () => screen.getByRole('button', { name: 'Turn on notifications' });

describe('the offer of notifications after a booking', () => {
  it('explains what a notification will and will not say, and asks the browser only from its button', async () => {
    device.state = 'off';
    device.turnOn.mockResolvedValue('on');
    render(<PushOffer />);
    expect((await offer()).textContent).toContain('never the doctor, the time or the reason');
    expect(device.turnOn).not.toHaveBeenCalled();
    await userEvent.click(turnOn());
    expect(device.turnOn).toHaveBeenCalledOnce();
    expect((await screen.findByRole('status')).textContent).toBe(
      'Notifications are on for this device.',
    );
  });

  it('says plainly that notifications are blocked when the reader refuses the browser’s question', async () => {
    device.state = 'off';
    device.turnOn.mockResolvedValue('denied');
    render(<PushOffer />);
    await offer();
    await userEvent.click(turnOn());
    expect((await screen.findByRole('status')).textContent).toMatch(
      /^Notifications are blocked for this site/,
    );
  });

  it('offers again after a failure, with the reason on screen', async () => {
    device.state = 'off';
    device.turnOn.mockRejectedValue(new Error('Network error'));
    render(<PushOffer />);
    await offer();
    await userEvent.click(turnOn());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not turn on notifications. Please try again.',
    );
    expect(turnOn()).toBeTruthy();
  });

  it('goes away on No thanks', async () => {
    device.state = 'off';
    render(<PushOffer />);
    await offer();
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it.each(['unsupported', 'denied'] as const)(
    'shows nothing where notifications are %s: the reader is not asked again',
    async (state) => {
      device.state = state;
      const { container } = render(<PushOffer />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(container.textContent).toBe('');
    },
  );

  it('shows only that notifications are on where they already are', async () => {
    device.state = 'on';
    render(<PushOffer />);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Notifications are on for this device.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
