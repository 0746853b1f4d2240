import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { DEMO_ACCOUNTS, type E2E, startE2E } from '../support/e2e';

/**
 * The video visit in two Chromium contexts with fake media (ADR 113, ADR 115): both sides decode
 * the other's video and receive its audio (read with getStats from each page's connections),
 * Audio only stops the video and keeps the audio, a reload rejoins, End call ends it for both,
 * and a third patient gets nothing.
 */
const MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

/** Every RTCPeerConnection the page makes, kept where the test can read its stats. */
function keepConnections() {
  const Native = window.RTCPeerConnection;
  const kept: RTCPeerConnection[] = [];
  (window as unknown as { __calls: RTCPeerConnection[] }).__calls = kept;
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      kept.push(this);
    }
  } as typeof RTCPeerConnection;
}

type Received = { frames: number; audioPackets: number };

/** What the page's newest open connection has received so far. */
const received = (page: Page): Promise<Received> =>
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
async function flowing(page: Page) {
  const before = await received(page);
  await page.waitForTimeout(2000);
  const after = await received(page);
  return {
    video: after.frames > before.frames,
    audio: after.audioPackets > before.audioPackets,
  };
}

async function until(check: () => Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('timed out');
}

let e2e: E2E;
let browser: Browser;
let visitId = '';
const parties: Record<'doctor' | 'patient', { context: BrowserContext; page: Page }> = {} as never;

async function signedInPage(token: string, user: unknown) {
  const context = await browser.newContext({ baseURL: e2e.baseURL, serviceWorkers: 'block' });
  await context.addInitScript(keepConnections);
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('user', JSON.stringify(u));
    },
    [token, user],
  );
  const page = await context.newPage();
  page.on('console', (m) => logs.push(`console ${m.type()}: ${m.text()}`));
  page.on('websocket', (ws) => {
    logs.push(`ws open ${ws.url().replace(/ticket=[^&]+/, 'ticket=…')}`);
    ws.on('framereceived', (f) => logs.push(`ws in ${String(f.payload).slice(0, 120)}`));
    ws.on('close', () => logs.push('ws closed'));
    ws.on('socketerror', (e) => logs.push(`ws error ${e}`));
  });
  return { context, page };
}
const logs: string[] = [];

async function login(email: string, password: string) {
  const res = await e2e.api('POST', '/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed for ${email}: ${res.status}`);
  return res.body.data as { token: string; user: unknown };
}

beforeAll(async () => {
  e2e = await startE2E();
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...MEDIA_ARGS],
  });
  const patient = await login(DEMO_ACCOUNTS.patient.email, DEMO_ACCOUNTS.patient.password);
  const doctor = await login(DEMO_ACCOUNTS.doctor.email, DEMO_ACCOUNTS.doctor.password);
  const list = await e2e.api('GET', '/appointments', undefined, patient.token);
  const rows = (list.body.data.appointments ?? list.body.data) as {
    _id: string;
    mode?: string;
    status: string;
  }[];
  const video = rows.find((a) => a.mode === 'video' && ['pending', 'scheduled'].includes(a.status));
  if (!video) throw new Error('the demo patient has no video visit to join');
  visitId = video._id;
  parties.doctor = await signedInPage(doctor.token, doctor.user);
  parties.patient = await signedInPage(patient.token, patient.user);
}, 120_000);

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await e2e?.close();
});

describe('a video visit between two browsers', () => {
  it('the doctor opens the room, the patient agrees and joins, and each decodes the other’s video and audio', async () => {
    const { doctor, patient } = parties;
    await doctor.page.goto(`/call/${visitId}`);
    await doctor.page.getByRole('button', { name: 'Join call' }).click();
    try {
      await doctor.page.getByText(/Waiting for .* to join/).waitFor({ timeout: 15_000 });
    } catch (error) {
      console.log((await doctor.page.locator('main').textContent())?.slice(0, 2000));
      console.log(logs.join('\n'));
      throw error;
    }

    await patient.page.goto(`/call/${visitId}`);
    await patient.page.getByRole('checkbox', { name: /nothing is recorded/ }).check();
    await patient.page.getByRole('button', { name: 'Join call' }).click();

    for (const side of [doctor.page, patient.page]) {
      await until(async () => (await received(side)).frames > 0);
      const now = await flowing(side);
      expect(now.video).toBe(true);
      expect(now.audio).toBe(true);
    }
  });

  it('Audio only stops the patient’s video at the doctor’s side while the audio goes on', async () => {
    const { doctor, patient } = parties;
    await patient.page.getByRole('button', { name: 'Audio only' }).click();
    await doctor.page.getByText(/is on audio only/).waitFor();
    await doctor.page.waitForTimeout(1000);
    const now = await flowing(doctor.page);
    expect(now.video).toBe(false);
    expect(now.audio).toBe(true);
  });

  it('a reload rejoins the same room by itself, video flowing again', async () => {
    const { doctor, patient } = parties;
    await patient.page.reload();
    await until(async () => (await received(patient.page)).frames > 0);
    expect((await flowing(patient.page)).video).toBe(true);
    await until(async () => (await flowing(doctor.page)).video);
  });

  it('a third patient gets no room, no ticket and no media', async () => {
    const email = `third.${Date.now()}@example.pk`;
    const reg = await e2e.api('POST', '/auth/patient/register', {
      name: 'Third Patient',
      email,
      password: 'Strong@Pass1',
    });
    expect(reg.status).toBe(201);
    const third = await login(email, 'Strong@Pass1');
    const info = await e2e.api('GET', `/appointments/${visitId}/call`, undefined, third.token);
    expect(info.status).toBe(403);
    expect(JSON.stringify(info.body)).not.toContain('ws');
    const { page } = await signedInPage(third.token, third.user);
    await page.goto(`/call/${visitId}`);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('button', { name: 'Join call' }).count()).toBe(0);
    expect(
      await page.evaluate(
        () => (window as unknown as { __calls?: unknown[] }).__calls?.length ?? 0,
      ),
    ).toBe(0);
  });

  it('End call on the doctor’s side ends it for both; the patient can rejoin while the room is open', async () => {
    const { doctor, patient } = parties;
    await doctor.page.getByRole('button', { name: 'End call' }).click();
    await doctor.page.getByRole('heading', { name: 'The call has ended' }).waitFor();
    await patient.page.getByRole('heading', { name: 'The call has ended' }).waitFor();
    await patient.page.getByRole('button', { name: 'Rejoin call' }).waitFor();
  });
});
