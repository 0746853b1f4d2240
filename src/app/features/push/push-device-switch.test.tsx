// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushState } from '#app/lib/push';
import { PushDeviceSwitch } from './components/push-device-switch';

const device = vi.hoisted(() => ({
  state: 'off' as PushState,
  turnOn: vi.fn<() => Promise<PushState>>(),
  turnOff: vi.fn<(o: { tellServer: boolean }) => Promise<void>>(),
}));
vi.mock('#app/lib/push', () => ({
  pushState: async () => device.state,
  turnOnPush: () => device.turnOn(),
  turnOffPush: (o: { tellServer: boolean }) => device.turnOff(o),
}));

afterEach(() => {
  cleanup();
  device.turnOn.mockReset();
  device.turnOff.mockReset();
});

const toggle = () => screen.findByRole('switch', { name: 'Show notifications on this device' });

describe('the profile’s switch for notifications on this device', () => {
  it('shows them on, and turning it off ends the subscription here and on the server', async () => {
    device.state = 'on';
    device.turnOff.mockResolvedValue();
    render(<PushDeviceSwitch />);
    const control = (await toggle()) as HTMLInputElement;
    expect(control.checked).toBe(true);
    await userEvent.click(control);
    expect(device.turnOff).toHaveBeenCalledWith({ tellServer: true });
    expect(control.checked).toBe(false);
  });

  it('turning it on asks the browser and shows what it answered', async () => {
    device.state = 'off';
    device.turnOn.mockResolvedValue('denied');
    render(<PushDeviceSwitch />);
    await userEvent.click(await toggle());
    expect(device.turnOn).toHaveBeenCalledOnce();
    expect(await screen.findByText(/^Notifications are blocked for this site/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('says so where the browser cannot show notifications', async () => {
    device.state = 'unsupported';
    render(<PushDeviceSwitch />);
    expect(
      await screen.findByText('This browser cannot show notifications from the app.'),
    ).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
