// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExpiringList } from '#app/features/admin-expiry/api/expiry-api';
import { ExpiryScreen } from '#app/features/admin-expiry/components/expiry-screen';
import type { SettingsData } from '#app/features/admin-settings/api/settings-api';
import { SettingsScreen } from '#app/features/admin-settings/components/settings-screen';
import { useToasts } from '#app/lib/toasts';
import type { Appointment } from '#shared/schemas/appointment';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings';

type Call = { method: string; path: string; body: unknown };

/** The server behind fetch: answers given in order, every call recorded. */
function fakeServer(answers: { status: number; body: unknown }[]) {
  const calls: Call[] = [];
  let release: (() => void) | null = null;
  const gate = { hold: false };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const text = await req.text();
    calls.push({
      method: req.method,
      path: new URL(req.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    });
    if (gate.hold) await new Promise<void>((r) => (release = r));
    const next = answers.shift() ?? { status: 500, body: { success: false, message: 'No answer' } };
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, gate, release: () => release?.() };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useToasts.setState({ toasts: [] });
});

const system = {
  version: '0.1.0',
  uptimeSeconds: 90_061,
  databaseBytes: 9_646_899,
  status: 'active' as const,
};

/** System Settings on the default settings, with the system's figures unless `loaded` says else. */
function renderSettings(loaded: Partial<Extract<SettingsData, { ok: true }>> = {}) {
  const user = userEvent.setup();
  render(
    <SettingsScreen
      data={{ ok: true, settings: DEFAULT_SETTINGS, system, systemError: null, ...loaded }}
      onRetry={() => {}}
    />,
  );
  return user;
}

describe('System Settings', () => {
  it('saves the four cards’ settings, reads Saving... meanwhile, and clears the success after 3 seconds', async () => {
    const server = fakeServer([
      {
        status: 200,
        body: {
          success: true,
          data: { ...DEFAULT_SETTINGS, maxAppointmentsPerDay: 12, maintenanceMode: true },
        },
      },
    ]);
    server.gate.hold = true;
    const user = renderSettings();
    for (const name of [
      'General Settings',
      'System Configuration',
      'Notification Settings',
      'Business Settings',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    const info = screen.getByRole('region', { name: 'System Information' });
    expect(info.textContent).toContain('1d 1h 1m');
    expect(info.textContent).toContain('9.2 MB');
    expect(info.textContent).toContain('Active');

    await user.clear(screen.getByLabelText('Max Appointments Per Day'));
    await user.type(screen.getByLabelText('Max Appointments Per Day'), '12');
    await user.click(screen.getByRole('checkbox', { name: 'Maintenance Mode' }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => server.release());
    await screen.findByText('Settings saved successfully!');
    expect(server.calls).toEqual([
      {
        method: 'PUT',
        path: '/api/admin/settings',
        body: { ...DEFAULT_SETTINGS, maxAppointmentsPerDay: 12, maintenanceMode: true },
      },
    ]);
    await act(async () => vi.advanceTimersByTime(3100));
    expect(screen.queryByText('Settings saved successfully!')).toBeNull();
  });

  it('saves the refund window in hours, and refuses one outside 0 to 168 without calling the server', async () => {
    const saved = { ...DEFAULT_SETTINGS, refundPolicy: { fullRefundHoursBefore: 48 } };
    const server = fakeServer([{ status: 200, body: { success: true, data: saved } }]);
    const user = renderSettings();
    const hours = screen.getByLabelText('Full refund window (hours before the appointment)');
    expect((hours as HTMLInputElement).value).toBe('24');
    await user.clear(hours);
    await user.type(hours, '200');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'The refund window must be a whole number of hours from 0 to 168',
    );
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls).toEqual([]);
    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await screen.findByText('Settings saved successfully!');
    expect(server.calls).toEqual([{ method: 'PUT', path: '/api/admin/settings', body: saved }]);
  });

  it('refuses an inverted fee range in its red banner without calling the server', async () => {
    const server = fakeServer([]);
    const user = renderSettings({
      system: null,
      systemError: 'Failed to load system information',
    });
    await user.clear(screen.getByLabelText('Minimum fee'));
    await user.type(screen.getByLabelText('Minimum fee'), '9000');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toContain('The minimum fee must not exceed the maximum fee');
    expect(alerts).toContain('Failed to load system information');
    expect(server.calls).toEqual([]);
  });

  it('shows the server’s refusal, or Failed to save settings', async () => {
    fakeServer([
      { status: 400, body: { success: false, message: 'Please choose a supported time zone' } },
      { status: 500, body: {} },
    ]);
    const user = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await screen.findByText('Please choose a supported time zone');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await screen.findByText('Failed to save settings');
  });
});

const expiring = (extra: Partial<Appointment> = {}) =>
  ({
    _id: 'a-1',
    id: 'a-1',
    status: 'scheduled',
    startTime: new Date(Date.now() + 60_000 * 100).toISOString(),
    endTime: new Date(Date.now() + 60_000 * 130.5).toISOString(),
    type: 'emergency',
    reason: 'Chest pain',
    patient: { _id: 'p', name: 'Sana Malik', email: 'sana@example.pk' },
    doctor: {
      _id: 'd',
      userId: 'du',
      name: 'Imran Qureshi',
      specialization: 'Cardiology',
      clinicName: 'x',
      image: null,
    },
    ...extra,
  }) as Appointment;

function renderExpiry(list: ExpiringList, onRefresh = vi.fn(async () => {})) {
  render(
    <ExpiryScreen list={list} minutes={60} onMinutesChange={() => {}} onRefresh={onRefresh} />,
  );
  return onRefresh;
}

describe('Expiry Management', () => {
  it('shows each card’s fields, and ADR 081’s fallbacks when they are missing', () => {
    renderExpiry({
      ok: true,
      loadedAt: Date.now(),
      appointments: [
        expiring(),
        expiring({
          _id: 'a-2',
          status: 'pending',
          endTime: new Date(Date.now() - 60_000).toISOString(),
          startTime: undefined as unknown as string,
          type: undefined as unknown as Appointment['type'],
          reason: '',
          patient: undefined as unknown as Appointment['patient'],
          doctor: undefined as unknown as Appointment['doctor'],
        }),
      ],
    });
    expect(screen.getByRole('heading', { name: 'Appointments Expiring Soon (2)' })).toBeTruthy();
    const full = screen.getByRole('article', { name: 'Sana Malik' });
    const bare = screen.getByRole('article', { name: 'Unknown Patient' });
    // Each field as the full card shows it, and as the bare one does (missing, or past its end).
    for (const [given, fallback] of [
      ['with Imran Qureshi', 'with Unknown Doctor'],
      ['Expires in 2h 10m', 'Expired'],
      ['Emergency', 'General Consultation'],
      ['sana@example.pk', 'N/A'],
    ]) {
      expect(full.textContent).toContain(given);
      expect(bare.textContent).toContain(fallback);
    }
    expect(full.textContent).toContain('Chest pain');
    expect(bare.textContent).not.toContain('Reason');
    expect(bare.textContent).toContain('Date not available');
    expect(within(full).getByText('scheduled').className).toContain('success');
    expect(within(bare).getByText('pending').className).toContain('warning');
    expect(screen.getByText(/checks every 15 minutes/)).toBeTruthy();
  });

  it('has an empty state, and a red banner when the list fails', () => {
    renderExpiry({ ok: true, loadedAt: Date.now(), appointments: [] });
    expect(screen.getByText('No appointments expiring soon')).toBeTruthy();
    expect(
      screen.getByText(
        'All appointments are either completed, cancelled, or have sufficient time remaining.',
      ),
    ).toBeTruthy();
    cleanup();
    renderExpiry({ ok: false, message: 'Failed to load expiring appointments.' });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load expiring appointments.');
  });

  it('Run Expiry Check reads Processing..., reports the count and reloads the list', async () => {
    const server = fakeServer([{ status: 200, body: { success: true, data: { processed: 3 } } }]);
    server.gate.hold = true;
    const user = userEvent.setup();
    const onRefresh = renderExpiry({ ok: true, loadedAt: Date.now(), appointments: [] });
    await user.click(screen.getByRole('button', { name: 'Run Expiry Check' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveProperty('disabled', true);
    await act(async () => server.release());
    await vi.waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
    expect(useToasts.getState().toasts.map((t) => t.message)).toEqual([
      'Expiry check completed. 3 appointments processed.',
    ]);
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/expiry/check']);
  });

  it('a failed check says Failed to process expired appointments.', async () => {
    fakeServer([{ status: 500, body: {} }]);
    const user = userEvent.setup();
    const onRefresh = renderExpiry({ ok: true, loadedAt: Date.now(), appointments: [] });
    await user.click(screen.getByRole('button', { name: 'Run Expiry Check' }));
    await vi.waitFor(() =>
      expect(useToasts.getState().toasts.map((t) => t.message)).toEqual([
        'Failed to process expired appointments.',
      ]),
    );
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
