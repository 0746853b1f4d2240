import { createHmac } from 'node:crypto';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { type apiAt, DEMO_ACCOUNTS } from './e2e';

/**
 * What the video-visit journeys and the call bench share (ADR 113, ADR 115): Chromium with fake
 * media, pages whose RTCPeerConnections the test can read (and, for the TURN journey, force to
 * relay or hand other TURN credentials), getStats readers, and the two Joins.
 */
export const MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

export const launchCallBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...MEDIA_ARGS] });

/** How the page's connections are changed before they are made; nothing by default. */
export type PeerOverride = {
  /** iceTransportPolicy 'relay': only TURN candidates, as if the peers could not reach each other. */
  relay?: boolean;
  /** These TURN credentials instead of the server's (e.g. expired ones). */
  turn?: { username: string; credential: string };
};

/**
 * Init script: every RTCPeerConnection the page makes is kept in `window.__calls` where the test
 * reads its stats; the override changes its configuration (production code is untouched).
 */
export function keepConnections(override: PeerOverride = {}) {
  const Native = window.RTCPeerConnection;
  const kept: RTCPeerConnection[] = [];
  (window as unknown as { __calls: RTCPeerConnection[] }).__calls = kept;
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      const changed: RTCConfiguration = { ...config };
      if (override.relay) changed.iceTransportPolicy = 'relay';
      const turn = override.turn;
      if (turn) {
        changed.iceServers = (config?.iceServers ?? []).map((s) =>
          [s.urls].flat().some((u) => u.startsWith('turn')) ? { ...s, ...turn } : s,
        );
      }
      super(changed);
      kept.push(this);
    }
  } as typeof RTCPeerConnection;
}

/** coturn's TURN REST credentials for `userId` that expired `agoSeconds` ago, signed with the real secret. */
export function expiredTurnCredentials(secret: string, userId: string, agoSeconds = 3600) {
  const username = `${Math.floor(Date.now() / 1000) - agoSeconds}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

type Received = { frames: number; audioPackets: number };

/** What the page's newest open connection has received so far. */
export const received = (page: Page): Promise<Received> =>
  page.evaluate(async () => {
    const calls = (window as unknown as { __calls?: RTCPeerConnection[] }).__calls ?? [];
    const pc = calls.filter((c) => c.connectionState !== 'closed').at(-1);
    const out = { frames: 0, audioPackets: 0 };
    if (!pc) return out;
    for (const s of (await pc.getStats()).values()) {
      if (s.type !== 'inbound-rtp') continue;
      if (s.kind === 'video') out.frames += s.framesDecoded ?? 0;
      if (s.kind === 'audio') out.audioPackets += s.packetsReceived ?? 0;
    }
    return out;
  });

/** Whether new video frames and audio packets arrive over two seconds. */
export async function flowing(page: Page) {
  const before = await received(page);
  await page.waitForTimeout(2000);
  const after = await received(page);
  return {
    video: after.frames > before.frames,
    audio: after.audioPackets > before.audioPackets,
  };
}

export type SelectedPair = {
  state: string;
  iceState: string;
  local: string | null;
  remote: string | null;
  localProtocol: string | null;
};

/** The candidate pair the page's newest connection uses: its local and remote candidate types. */
export const selectedPair = (page: Page): Promise<SelectedPair> =>
  page.evaluate(async () => {
    const calls = (window as unknown as { __calls?: RTCPeerConnection[] }).__calls ?? [];
    const pc = calls.filter((c) => c.connectionState !== 'closed').at(-1);
    const none = { local: null, remote: null, localProtocol: null };
    if (!pc) return { state: 'none', iceState: 'none', ...none };
    const stats = [...(await pc.getStats()).values()];
    const transport = stats.find((s) => s.type === 'transport');
    const pair =
      stats.find(
        (s) => s.type === 'candidate-pair' && s.id === transport?.selectedCandidatePairId,
      ) ?? stats.find((s) => s.type === 'candidate-pair' && s.selected);
    const byId = (id: string) => stats.find((s) => s.id === id);
    const local = pair ? byId(pair.localCandidateId) : undefined;
    const remote = pair ? byId(pair.remoteCandidateId) : undefined;
    return {
      state: pc.connectionState,
      iceState: pc.iceConnectionState,
      local: local?.candidateType ?? null,
      remote: remote?.candidateType ?? null,
      localProtocol: local?.relayProtocol ?? local?.protocol ?? null,
    };
  });

export async function until(check: () => Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('timed out');
}

/** When (Date.now()) the page's newest connection decoded its first remote video frame. */
export const firstFrameAt = (page: Page, timeoutMs = 30_000): Promise<number> =>
  page.evaluate(async (timeout) => {
    const end = Date.now() + timeout;
    while (Date.now() < end) {
      const calls = (window as unknown as { __calls?: RTCPeerConnection[] }).__calls ?? [];
      const pc = calls.filter((c) => c.connectionState !== 'closed').at(-1);
      if (pc) {
        for (const s of (await pc.getStats()).values()) {
          if (s.type === 'inbound-rtp' && s.kind === 'video' && (s.framesDecoded ?? 0) > 0) {
            return Date.now();
          }
        }
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('no remote video frame');
  }, timeoutMs);

type Api = ReturnType<typeof apiAt>;

export type Party = { context: BrowserContext; page: Page; userId: string };
export type SignedIn = { token: string; user: { id?: string; _id?: string } };

export async function login(api: Api, email: string, password: string): Promise<SignedIn> {
  const res = await api('POST', '/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed for ${email}: ${res.status}`);
  return res.body.data as SignedIn;
}

/** The demo patient's open video visit, and both parties signed in to the API. */
export async function demoVisit(api: Api) {
  const patient = await login(api, DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
  const doctor = await login(api, DEMO_ACCOUNTS.doctor.email, DEMO_ACCOUNTS.doctor.password);
  const list = await api('GET', '/appointments', undefined, patient.token);
  const rows = (list.body.data.appointments ?? list.body.data) as {
    _id: string;
    mode?: string;
    status: string;
  }[];
  const video = rows.find((a) => a.mode === 'video' && ['pending', 'scheduled'].includes(a.status));
  if (!video) throw new Error('the demo patient has no video visit to join');
  return { visitId: video._id, patient, doctor };
}

/** A signed-in browser context whose connections the test can read (and override). */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  who: SignedIn,
  options: { override?: PeerOverride; logs?: string[] } = {},
): Promise<Party> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await context.addInitScript(keepConnections, options.override ?? {});
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('user', JSON.stringify(u));
    },
    [who.token, who.user],
  );
  const page = await context.newPage();
  const logs = options.logs;
  if (logs) {
    page.on('console', (m) => logs.push(`console ${m.type()}: ${m.text()}`));
    page.on('websocket', (ws) => {
      logs.push(`ws open ${ws.url().replace(/ticket=[^&]+/, 'ticket=…')}`);
      ws.on('framereceived', (f) => logs.push(`ws in ${String(f.payload).slice(0, 120)}`));
      ws.on('close', () => logs.push('ws closed'));
      ws.on('socketerror', (e) => logs.push(`ws error ${e}`));
    });
  }
  return { context, page, userId: String(who.user.id ?? who.user._id ?? '') };
}

/** The doctor opens the room and waits; returns once the doctor's side says it is waiting. */
export async function doctorJoins(doctor: Party, visitId: string) {
  await doctor.page.goto(`/call/${visitId}`);
  await doctor.page.getByRole('button', { name: 'Join call' }).click();
  await doctor.page.getByText(/Waiting for .* to join/).waitFor({ timeout: 15_000 });
}

/**
 * The patient opens the room, agrees and presses Join: the second Join, whose time it returns.
 * `consent: 'asked'` expects the consent checkbox (a first join); otherwise it is ticked when shown.
 */
export async function patientJoins(
  patient: Party,
  visitId: string,
  { consent }: { consent?: 'asked' } = {},
): Promise<number> {
  await patient.page.goto(`/call/${visitId}`);
  const join = patient.page.getByRole('button', { name: 'Join call' });
  await join.waitFor();
  const box = patient.page.getByRole('checkbox', { name: /nothing is recorded/ });
  if (consent === 'asked' || (await box.isVisible())) await box.check();
  const at = Date.now();
  await join.click();
  return at;
}
