import { describe, expect, it } from 'vitest';
import { draftOf, emptyMedicine, type SummaryDraft, validateSummary } from './summary-form';

const filled = (change: Partial<SummaryDraft> = {}): SummaryDraft => ({
  diagnosis: 'Viral fever',
  advice: '',
  medicines: [{ ...emptyMedicine(), name: 'Paracetamol', strength: '500 mg' }],
  tests: 'CBC\n\n  Dengue NS1  ',
  followUpDays: '7',
  ...change,
});

describe('the visit summary form', () => {
  it('sends what was typed as the server reads it: tests one a line, follow-up a number', () => {
    const result = validateSummary(filled());
    expect(result).toMatchObject({
      ok: true,
      value: {
        diagnosis: 'Viral fever',
        tests: ['CBC', 'Dengue NS1'],
        followUpDays: 7,
        medicines: [{ name: 'Paracetamol', strength: '500 mg', form: '' }],
      },
    });
  });

  it('asks for the diagnosis, and for the name of each medicine', () => {
    const result = validateSummary(
      filled({ diagnosis: '   ', medicines: [{ ...emptyMedicine(), strength: '5 ml' }] }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        diagnosis: 'Please enter the diagnosis or findings',
        'medicines.0.name': 'Please enter the medicine name',
      },
    });
  });

  it('takes no follow-up as none, and refuses one that is not 1 to 365 whole days', () => {
    expect(validateSummary(filled({ followUpDays: '' }))).toMatchObject({
      ok: true,
      value: { followUpDays: null },
    });
    for (const bad of ['0', '366', '2.5', 'soon']) {
      expect(validateSummary(filled({ followUpDays: bad }))).toEqual({
        ok: false,
        errors: { followUpDays: 'Follow-up must be a whole number of days from 1 to 365' },
      });
    }
  });

  it('opens an amendment with what was written', () => {
    const result = validateSummary(filled());
    if (!result.ok) throw new Error('expected a valid summary');
    expect(draftOf(result.value)).toEqual({
      ...filled(),
      medicines: [{ ...emptyMedicine(), name: 'Paracetamol', strength: '500 mg' }],
      tests: 'CBC\nDengue NS1',
    });
  });
});
