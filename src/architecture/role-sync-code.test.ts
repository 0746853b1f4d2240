import { describe, expect, it } from 'vitest';
import { arrowsOf } from './import-graph';

/**
 * ADR 118: a signed-in user's start loads the sync code of their own role only. The kinds are
 * listed per role in routes/-sync/ (shared.ts, patient.ts, doctor.ts; ADR 124); everything those
 * files import statically ends up in the chunks a role downloads, so the patient's reach must hold
 * none of the doctor's features' files, and the doctor's none of the patient's.
 */
const DIR = 'src/app/routes/-sync';

/** The files `file` imports statically (not type-only), other than the shared list. */
function importsOf(file: string): string[] {
  return arrowsOf(`${DIR}/${file}`)
    .filter((a) => a.to && !a.typeOnly && !a.dynamic && a.to !== `${DIR}/shared.ts`)
    .map((a) => a.to!);
}

/** Every file of ours `entries` load, following static (not type-only) imports. */
function reach(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const a of arrowsOf(file))
      if (a.to && !a.typeOnly && !a.dynamic && /\.(ts|tsx)$/.test(a.to)) visit(a.to);
  };
  for (const e of entries) visit(e);
  return seen;
}

const featureOf = (file: string) => /^src\/app\/features\/([^/]+)\//.exec(file)?.[1];
const featuresOf = (files: string[]) => new Set(files.map(featureOf).filter(Boolean));

describe("each role's sync code", () => {
  const shared = importsOf('shared.ts');
  const patient = importsOf('patient.ts');
  const doctor = importsOf('doctor.ts');
  const sharedFeatures = featuresOf([...reach(shared)]);

  it('lists kinds for both roles', () => {
    expect(patient.length).toBeGreaterThan(0);
    expect(doctor.length).toBeGreaterThan(0);
  });

  it("a patient's start reaches none of the doctor's features", () => {
    const doctors = [...featuresOf(doctor)].filter((f) => !sharedFeatures.has(f));
    const loaded = [...reach([...shared, ...patient])].filter((f) =>
      doctors.includes(featureOf(f)),
    );
    expect(doctors).toContain('doctor-day');
    expect(loaded).toEqual([]);
  });

  it("a doctor's start reaches none of the patient's features", () => {
    const patients = [...featuresOf(patient)].filter((f) => !sharedFeatures.has(f));
    const loaded = [...reach([...shared, ...doctor])].filter((f) =>
      patients.includes(featureOf(f)),
    );
    expect(patients).toContain('appointments');
    expect(loaded).toEqual([]);
  });
});
