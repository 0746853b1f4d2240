import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demoVisit,
  doctorJoins,
  flowing,
  launchCallBrowser,
  login,
  signedInPage as openPage,
  type Party,
  patientJoins,
  received,
  type SignedIn,
  selectedPair,
  until,
} from '../support/call-journey';
import { type E2E, startE2E } from '../support/e2e';

/**
 * The video visit in two Chromium contexts with fake media (ADR 113, ADR 115): both sides decode
 * the other's video and receive its audio (read with getStats from each page's connections),
 * Audio only stops the video and keeps the audio, a reload rejoins, End call ends it for both,
 * and a third patient gets nothing.
 */
let e2e: E2E;
let browser: Browser;
let visitId = '';
const parties: Record<'doctor' | 'patient', Party> = {} as never;
const logs: string[] = [];
const signedInPage = (who: SignedIn) => openPage(browser, e2e.baseURL, who, { logs });

beforeAll(async () => {
  e2e = await startE2E();
  browser = await launchCallBrowser();
  const visit = await demoVisit(e2e.api);
  visitId = visit.visitId;
  parties.doctor = await signedInPage(visit.doctor);
  parties.patient = await signedInPage(visit.patient);
}, 120_000);

afterAll(async () => {
  await browser?.close().catch(() => undefined);
  await e2e?.close();
});

describe('a video visit between two browsers', () => {
  it('the doctor opens the room, the patient agrees and joins, and each decodes the other’s video and audio', async () => {
    const { doctor, patient } = parties;
    try {
      await doctorJoins(doctor, visitId);
    } catch (error) {
      console.log((await doctor.page.locator('main').textContent())?.slice(0, 2000));
      console.log(logs.join('\n'));
      throw error;
    }
    await patientJoins(patient, visitId, { consent: 'asked' });

    for (const side of [doctor.page, patient.page]) {
      await until(async () => (await received(side)).frames > 0).catch(async (error) => {
        for (const p of [doctor.page, patient.page]) console.log(await selectedPair(p));
        console.log(logs.slice(-40).join('\n'));
        throw error;
      });
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
    const third = await login(e2e.api, email, 'Strong@Pass1');
    const info = await e2e.api('GET', `/appointments/${visitId}/call`, undefined, third.token);
    expect(info.status).toBe(403);
    expect(JSON.stringify(info.body)).not.toContain('ws');
    const { page } = await signedInPage(third);
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
