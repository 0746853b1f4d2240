// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '#app/lib/i18n';
import { answeredSummary, WRITTEN } from '#tests/support/visit-summary-fixtures';
import { PrescriptionPage } from './prescription-sheet';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await activateLocale('en');
});

const SUMMARY = answeredSummary(WRITTEN, 2, {
  name: 'Zara Raza',
  dateOfBirth: '2020-03-01',
  gender: 'female',
  relationship: 'child',
});

describe('the printable prescription', () => {
  it('names the clinic, the doctor with the PMDC licence, the person seen, and lists the medicines', () => {
    render(<PrescriptionPage summary={SUMMARY} visitDate="2030-01-07" />);
    const sheet = screen.getByRole('article', { name: 'Shifa Clinic' });
    expect(sheet.textContent).toContain('Dr Ayesha Khan · MBBS, FCPS');
    expect(sheet.textContent).toContain('PMDC licence number: 12345-P');
    const patient = within(sheet).getByText('Zara Raza').closest('dl') as HTMLElement;
    expect(patient.textContent).toContain('9 years');
    expect(patient.textContent).toContain('Female');
    expect(patient.textContent).toContain('2030');
    const rows = within(sheet)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'MedicineStrengthFormDoseHow oftenFor how longInstructions',
      'Paracetamol500 mgTablet1Three times a day5 daysAfter meals',
    ]);
    expect(within(sheet).getByText('Amended')).toBeTruthy();
    expect(
      within(sheet).getByRole('img', { name: 'QR code to check this prescription is genuine' }),
    ).toBeTruthy();
    expect(sheet.textContent).toContain('https://mashwara.test/verify/token-2');
  });

  it("keeps the doctor's words out of a browser's page translation", () => {
    render(<PrescriptionPage summary={SUMMARY} visitDate="2030-01-07" />);
    const sheet = screen.getByRole('article', { name: 'Shifa Clinic' });
    expect(within(sheet).getByText(WRITTEN.diagnosis).getAttribute('translate')).toBe('no');
    expect(within(sheet).getByText('500 mg').getAttribute('translate')).toBe('no');
  });

  it('prints with the Print button', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    render(<PrescriptionPage summary={SUMMARY} visitDate="2030-01-07" />);
    screen.getByRole('button', { name: 'Print' }).click();
    expect(print).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('in Urdu, labels in Urdu and the doctor’s text as entered', async () => {
    await activateLocale('ur');
    render(<PrescriptionPage summary={SUMMARY} visitDate="2030-01-07" />);
    const sheet = screen.getByRole('article', { name: 'Shifa Clinic' });
    expect(sheet.textContent).toContain('پی ایم ڈی سی لائسنس نمبر');
    const header = within(sheet)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(header[0]).toBe('دوا');
    expect(within(sheet).getAllByRole('row')[1].textContent).toBe(
      'Paracetamol500 mgTablet1Three times a day5 daysAfter meals',
    );
    expect(within(sheet).getByText('500 mg').tagName).toBe('BDI');
  });
});
