import { buildIfNeeded } from '#server/build-app';
import {
  demoVisit,
  doctorJoins,
  firstFrameAt,
  launchCallBrowser,
  type Party,
  patientJoins,
  selectedPair,
  signedInPage,
} from '../support/call-journey';
import { type Coturn, startCoturn, turnserverMissing } from '../support/coturn';
import { startDemoServer } from '../support/demo-server';
import { apiAt } from '../support/e2e';

/**
 * `npm run bench -- call [--runs n]`: how soon a video visit shows the other party (ADR 113,
 * ADR 115). The doctor has joined and waits; from the patient's Join (the second Join) to the first
 * remote video frame decoded on each side: doctor → patient (what the patient sees) and
 * patient → doctor. Two Chromium contexts with fake media on loopback, on the production build
 * and the real server with demo data; each run is a fresh pair of contexts on the same visit.
 * "direct" lets ICE choose (host candidates on loopback); "TURN relay" forces relay-only
 * candidates through a local coturn, when one is installed.
 */
export const CALL_TARGET_MS = 2000;

export type CallRow = {
  path: 'direct' | 'TURN relay';
  direction: 'doctor → patient' | 'patient → doctor';
  runsMs: number[];
  medianMs: number;
  met: boolean;
};

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export function parseCallArgs(args: string[]) {
  const at = args.indexOf('--runs');
  const runs = at >= 0 ? Number(args[at + 1]) : 5;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs');
  return { runs };
}

export async function runCall({ runs }: { runs: number }): Promise<CallRow[]> {
  if (!(await buildIfNeeded())) throw new Error('The app could not be built.');
  const missing = turnserverMissing();
  if (missing) console.log(`TURN relay figures skipped: ${missing}`);
  let coturn: Coturn | undefined;
  let demo: Awaited<ReturnType<typeof startDemoServer>> | undefined;
  let browser: Awaited<ReturnType<typeof launchCallBrowser>> | undefined;
  try {
    coturn = missing ? undefined : await startCoturn();
    demo = await startDemoServer(
      coturn ? { TURN_URLS: coturn.urls, TURN_SECRET: coturn.secret } : {},
    );
    browser = await launchCallBrowser();
    const visit = await demoVisit(apiAt(demo.baseURL));
    const paths: CallRow['path'][] = coturn ? ['direct', 'TURN relay'] : ['direct'];
    const times = new Map<string, number[]>();
    for (let run = 0; run < runs; run++) {
      for (const path of paths) {
        const override = { relay: path === 'TURN relay' };
        const opened: Party[] = [];
        try {
          const doctor = await signedInPage(browser, demo.baseURL, visit.doctor, { override });
          opened.push(doctor);
          const patient = await signedInPage(browser, demo.baseURL, visit.patient, { override });
          opened.push(patient);
          await doctorJoins(doctor, visit.visitId);
          const joinedAt = await patientJoins(patient, visit.visitId);
          const [atPatient, atDoctor] = await Promise.all([
            firstFrameAt(patient.page),
            firstFrameAt(doctor.page),
          ]).catch(async (error) => {
            for (const p of [doctor, patient]) {
              console.log(JSON.stringify(await selectedPair(p.page)));
              console.log((await p.page.locator('main').textContent())?.slice(0, 400));
            }
            throw error;
          });
          const add = (direction: CallRow['direction'], ms: number) => {
            const key = `${path}|${direction}`;
            times.set(key, [...(times.get(key) ?? []), ms]);
          };
          add('doctor → patient', atPatient - joinedAt);
          add('patient → doctor', atDoctor - joinedAt);
          console.log(
            `  run ${run + 1} ${path}: ${atPatient - joinedAt} ms / ${atDoctor - joinedAt} ms`,
          );
        } finally {
          for (const p of opened) await p.context.close().catch(() => undefined);
        }
      }
    }
    return [...times].map(([key, runsMs]) => {
      const [path, direction] = key.split('|') as [CallRow['path'], CallRow['direction']];
      const medianMs = median(runsMs);
      return { path, direction, runsMs, medianMs, met: medianMs < CALL_TARGET_MS };
    });
  } finally {
    await browser?.close().catch(() => undefined);
    await demo?.close().catch(() => undefined);
    await coturn?.close();
  }
}

export function printCall(rows: CallRow[]) {
  console.log(`\nSecond Join → first remote video frame (target < ${CALL_TARGET_MS} ms, median)`);
  for (const r of rows) {
    console.log(
      `  ${r.path.padEnd(11)} ${r.direction.padEnd(17)} ${String(r.medianMs).padStart(6)} ms  ` +
        `${r.met ? 'met' : 'MISSED'}  runs: ${r.runsMs.join(', ')}`,
    );
  }
}
