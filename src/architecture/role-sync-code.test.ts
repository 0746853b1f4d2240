import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { arrowsOf, root } from './import-graph';

/**
 * ADR 118: a signed-in user's start loads the sync code of their own role only. The kinds are
 * listed per role in routes/-sync-kinds.ts; everything those imports reach statically ends up in
 * the chunks a role downloads, so the patient's reach must hold none of the doctor's features'
 * files, and the doctor's none of the patient's.
 */
const FILE = 'src/app/routes/-sync-kinds.ts';

/** The `import('…')` targets inside the initializer of the constant `name`. */
function importsOf(name: string): string[] {
  const text = readFileSync(join(root, FILE), 'utf8');
  const source = ts.createSourceFile(FILE, text, ts.ScriptTarget.Latest, true);
  let found: ts.Node | undefined;
  const find = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === name) found = node;
    ts.forEachChild(node, find);
  };
  find(source);
  if (!found) throw new Error(`${FILE} has no ${name}`);
  const at = source.getLineAndCharacterOfPosition(found.getStart(source)).line + 1;
  const end = source.getLineAndCharacterOfPosition(found.getEnd()).line + 1;
  return arrowsOf(FILE, text)
    .filter((a) => a.dynamic && a.line >= at && a.line <= end && a.to)
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
  const shared = importsOf('SHARED');
  const patient = importsOf('PATIENT');
  const doctor = importsOf('DOCTOR');
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
