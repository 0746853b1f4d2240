// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDb } from '#app/offline/local-db';
import type { CallChatMessage, CallInfo } from '#shared/schemas/call';
import {
  DOCTOR,
  FakeServer,
  json,
  mountOnDevice,
  notFound,
  ok,
  PATIENT,
  setOnline,
  unmountFrom,
} from '#tests/support/harness/app-harness';
import {
  type CallEngine,
  type CallSnapshot,
  INITIAL_SNAPSHOT,
  type JoinOptions,
} from '../engine/call-engine';
import { CallScreen } from './call-screen';

/** The engine's interface, driven by the test: what an SFU engine would also have to do. */
class FakeEngine implements CallEngine {
  state: CallSnapshot = INITIAL_SNAPSHOT;
  joined: JoinOptions[] = [];
  sentChat: string[] = [];
  private listeners = new Set<(s: CallSnapshot) => void>();
  private chat = new Set<(m: CallChatMessage) => void>();
  leave = vi.fn();
  setMuted = vi.fn((muted: boolean) => this.set({ local: { ...this.state.local, muted } }));
  setCameraOff = vi.fn();
  setAudioOnly = vi.fn((audioOnly: boolean) =>
    this.set({ local: { ...this.state.local, audioOnly } }),
  );
  setDetail = vi.fn();
  end = vi.fn(() => this.set({ phase: 'ended', endedBy: this.state.role }));
  async join(options: JoinOptions) {
    this.joined.push(options);
    await options.fetchInfo();
    this.set({ phase: 'waiting', role: 'patient' });
  }
  sendChat(text: string) {
    this.sentChat.push(text);
    return true;
  }
  snapshot = () => this.state;
  onState(listener: (s: CallSnapshot) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  onRemoteStream() {
    return () => {};
  }
  onChat(listener: (m: CallChatMessage) => void) {
    this.chat.add(listener);
    return () => void this.chat.delete(listener);
  }
  set(change: Partial<CallSnapshot>) {
    act(() => {
      this.state = { ...this.state, ...change };
      for (const l of this.listeners) l(this.state);
    });
  }
  receive(message: CallChatMessage) {
    for (const l of this.chat) l(message);
  }
}

const info = (change: Partial<CallInfo> = {}): CallInfo => ({
  state: 'open',
  opensAt: '2030-01-07T04:45:00.000Z',
  closesAt: '2030-01-07T06:30:00.000Z',
  openedAt: null,
  iceServers: [],
  socketUrl: 'ws://localhost/api/call-socket?ticket=t',
  role: 'patient',
  ...change,
});

class CallServer extends FakeServer {
  info = info();
  consents = 0;
  infoAsked = 0;
  protected async answer(req: Request, url: URL) {
    if (url.pathname === '/api/appointments/a-1/call' && req.method === 'GET') {
      this.infoAsked++;
      return ok(this.info);
    }
    if (url.pathname === '/api/appointments/a-1/call/consent' && req.method === 'POST') {
      this.consents++;
      return ok({ consentedAt: '2030-01-07T04:50:00.000Z' });
    }
    if (url.pathname === '/api/appointments/a-9/call')
      return json(403, { success: false, message: 'You are not a party to this visit' });
    return notFound();
  }
}

afterEach(async () => {
  setOnline(true);
  await unmountFrom();
});

/** The appointment as the device holds it (the names and the start time come from it). */
const onDevice = (userId: string) => () =>
  localDb.appointments.put({
    userId,
    _id: 'a-1',
    status: 'scheduled',
    startTime: '2030-01-07T05:00:00.000Z',
    endTime: '2030-01-07T05:30:00.000Z',
    reason: 'Fever for three days',
    doctor: { _id: 'd-1', userId: DOCTOR._id, name: 'Ayesha Khan' },
    patient: { _id: PATIENT._id, name: 'Sana Malik', email: PATIENT.email },
  });

async function mount(server: CallServer, engine: FakeEngine, user = PATIENT, id = 'a-1') {
  return mountOnDevice(
    { fetch: server.fetch, user, fill: onDevice(user._id) },
    <CallScreen
      appointmentId={id}
      party={user.role === 'doctor' ? 'doctor' : 'patient'}
      createEngine={() => engine}
    />,
  );
}

describe('the video visit screen', () => {
  it('says it needs a connection while offline, and opens the room when the connection is back', async () => {
    setOnline(false);
    const server = new CallServer();
    await mount(server, new FakeEngine());
    expect(screen.getByText('You are offline. A video visit needs a connection.')).toBeTruthy();
    expect(server.infoAsked).toBe(0);
    act(() => {
      setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Join call' })).toBeTruthy();
    expect(server.infoAsked).toBe(1);
  });

  it('lets the patient join only after agreeing, records the consent, and joins with fresh call info', async () => {
    const server = new CallServer();
    const engine = new FakeEngine();
    const user = await mount(server, engine);
    const join = await screen.findByRole('button', { name: 'Join call' });
    expect((join as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /nothing is recorded/ }));
    await user.click(join);
    await waitFor(() => expect(engine.joined).toHaveLength(1));
    expect(server.consents).toBe(1);
    expect(server.infoAsked).toBe(2);
    expect(await screen.findByText('Waiting for Dr. Ayesha Khan to join…')).toBeTruthy();
  });

  it('brings the call into view on joining, so a phone shows the video and not the lobby above it', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    try {
      const server = new CallServer();
      const engine = new FakeEngine();
      const user = await mount(server, engine);
      await user.click(await screen.findByRole('checkbox', { name: /nothing is recorded/ }));
      expect(scrolled).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Join call' }));
      const room = await screen.findByRole('region', { name: 'Video visit' });
      expect(scrolled.mock.contexts).toContain(room);
      expect(scrolled).toHaveBeenLastCalledWith({ block: 'start' });
    } finally {
      scrolled.mockRestore();
    }
  });

  it('keeps Join call disabled until the camera and microphone answer, then joins with them', async () => {
    let answer: (stream: MediaStream) => void = () => {};
    // A stream with a camera track, as far as the lobby asks.
    const stream = Object.assign(new MediaStream(), {
      getTracks: () => [],
      getAudioTracks: () => [],
      getVideoTracks: () => [{}],
    });
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: () => new Promise((resolve) => (answer = resolve)),
        enumerateDevices: async () => [],
      },
    });
    try {
      const server = new CallServer();
      const engine = new FakeEngine();
      const user = await mount(server, engine);
      const join = (await screen.findByRole('button', { name: 'Join call' })) as HTMLButtonElement;
      await user.click(screen.getByRole('checkbox', { name: /nothing is recorded/ }));
      expect(screen.getByText('Starting your camera and microphone…')).toBeTruthy();
      expect(join.disabled).toBe(true);
      await act(async () => answer(stream as unknown as MediaStream));
      expect(join.disabled).toBe(false);
      await user.click(join);
      await waitFor(() => expect(engine.joined).toHaveLength(1));
      expect(engine.joined[0]?.stream).toBe(stream);
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });

  it('shows the waiting room with a countdown before the room opens, Join call disabled', async () => {
    const server = new CallServer();
    server.info = info({
      state: 'waiting',
      socketUrl: undefined,
      opensAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await mount(server, new FakeEngine());
    expect(await screen.findByText('Opens in')).toBeTruthy();
    expect(screen.getByText(/You can join from/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Join call' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('in the call: the controls drive the engine, Reconnecting… shows, and End call ends it with a way back in', async () => {
    const server = new CallServer();
    server.info = info({ role: 'doctor' });
    const engine = new FakeEngine();
    const user = await mount(server, engine, DOCTOR);
    await user.click(await screen.findByRole('button', { name: 'Join call' }));
    await waitFor(() => expect(engine.joined).toHaveLength(1));
    expect(server.consents).toBe(0);
    engine.set({ phase: 'connected', role: 'doctor', peerPresent: true, quality: 'poor' });

    const mute = screen.getByRole('button', { name: 'Mute' });
    await user.click(mute);
    expect(engine.setMuted).toHaveBeenCalledWith(true);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Connection: poor')).toBeTruthy();

    engine.set({ phase: 'reconnecting' });
    expect(screen.getByText('Reconnecting…')).toBeTruthy();
    engine.set({ phase: 'connected', problem: 'no-route' });
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    expect(screen.getByRole('alert').textContent).toMatch(/could not be made/);

    await user.click(screen.getByRole('button', { name: 'End call' }));
    expect(engine.end).toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'The call has ended' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Rejoin call' })).toBeTruthy();
  });

  it('keeps the call’s messages on the device and shows them after the call', async () => {
    const server = new CallServer();
    const engine = new FakeEngine();
    const user = await mount(server, engine);
    await user.click(await screen.findByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Join call' }));
    await waitFor(() => expect(engine.joined).toHaveLength(1));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'My audio is gone');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(engine.sentChat).toEqual(['My audio is gone']);
    engine.receive({
      id: 'm1',
      from: 'doctor',
      text: 'Please type then',
      at: '2030-01-07T05:01:00.000Z',
    });
    expect(await screen.findByText('Please type then')).toBeTruthy();
    expect(
      (await localDb.callMessages.toArray()).map((r) => [r.appointmentId, r.userId, r.text]),
    ).toEqual([['a-1', PATIENT._id, 'Please type then']]);
    engine.set({ phase: 'ended', endedBy: 'doctor' });
    expect(await screen.findByRole('heading', { name: 'Messages from the call' })).toBeTruthy();
    expect(screen.getByText('Please type then')).toBeTruthy();
  });

  it('says why when the server refuses the room', async () => {
    await mount(new CallServer(), new FakeEngine(), PATIENT, 'a-9');
    expect((await screen.findByRole('alert')).textContent).toMatch(
      'You are not a party to this visit',
    );
  });

  it('rejoins by itself after a reload in the call, and not after the call ended', async () => {
    sessionStorage.setItem('mashwara:call:a-1', '1');
    const server = new CallServer();
    const engine = new FakeEngine();
    await mount(server, engine);
    await waitFor(() => expect(engine.joined).toHaveLength(1));
    engine.set({ phase: 'ended', endedBy: 'doctor' });
    expect(await screen.findByRole('heading', { name: 'The call has ended' })).toBeTruthy();
    expect(sessionStorage.getItem('mashwara:call:a-1')).toBeNull();
  });
});
