// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '#app/lib/i18n';
import { PRINT_PRACTICE, printReceiptOf, printVisit } from '#tests/support/desk-print-fixtures';
import { ReceiptPrint } from './components/receipt-print';
import { VisitSlipPrint } from './components/visit-slip-print';
import { printReceipt, printVisitSlip } from './print-now';

afterEach(async () => {
  await activateLocale('en');
});

/** The value printed beside a label. */
const fact = (label: string) => screen.getByText(label).nextElementSibling;

describe('the cash receipt', () => {
  it('names the practice, its doctor, the number, clinic time, the patient, the amount and who took it', () => {
    render(
      <ReceiptPrint receipt={printReceiptOf()} visit={printVisit()} practice={PRINT_PRACTICE} />,
    );
    const sheet = screen.getByRole('article');
    expect(sheet).toHaveProperty('dir', 'ltr');
    expect(within(sheet).getByText('Saddar Clinic')).toBeTruthy();
    expect(within(sheet).getByText('Rawalpindi')).toBeTruthy();
    expect(within(sheet).getByText('Dr. Ayesha Khan')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Receipt' })).toBeTruthy();
    expect(fact('Receipt No.')?.textContent).toBe('B-0042');
    expect(fact('Date')?.textContent).toBe('Dec 2, 2026');
    // 05:05 UTC is 10:05 in Karachi, the clinic's time.
    expect(fact('Time')?.textContent).toBe('10:05 AM');
    expect(fact('Patient')?.textContent).toBe('Muhammad Bilal');
    expect(fact('Amount paid')?.textContent).toBe('Rs 1,500');
    expect(fact('Method')?.textContent).toBe('Cash');
    expect(screen.queryByText('Discount reason')).toBeNull();
    expect(screen.getByText('Received by Rubina Akhtar')).toBeTruthy();
  });

  it('keeps the number, time and amount left to right inside the line', () => {
    render(
      <ReceiptPrint receipt={printReceiptOf()} visit={printVisit()} practice={PRINT_PRACTICE} />,
    );
    for (const label of ['Receipt No.', 'Time', 'Amount paid']) {
      expect(fact(label)?.querySelector('bdi[dir="ltr"]'), label).not.toBeNull();
    }
  });

  it('prints the reason of a discount', () => {
    render(
      <ReceiptPrint
        receipt={printReceiptOf({ amount: 1000, reason: 'Widow of a patient' })}
        visit={printVisit()}
        practice={PRINT_PRACTICE}
      />,
    );
    expect(fact('Amount paid')?.textContent).toBe('Rs 1,000');
    expect(fact('Discount reason')?.textContent).toBe('Widow of a patient');
  });

  it('says a refund is one, with its reason and who gave it back', () => {
    render(
      <ReceiptPrint
        receipt={printReceiptOf({ kind: 'refund', number: '0007', reason: 'Doctor called away' })}
        visit={printVisit()}
        practice={PRINT_PRACTICE}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Refund receipt' })).toBeTruthy();
    expect(fact('Amount refunded')?.textContent).toBe('Rs 1,500');
    expect(fact('Refund reason')?.textContent).toBe('Doctor called away');
    expect(screen.getByText('Refunded by Rubina Akhtar')).toBeTruthy();
  });

  it('prints in Urdu, right to left, with the number and time still left to right', async () => {
    await activateLocale('ur');
    render(
      <ReceiptPrint receipt={printReceiptOf()} visit={printVisit()} practice={PRINT_PRACTICE} />,
    );
    const sheet = screen.getByRole('article');
    expect(sheet.getAttribute('dir')).toBe('rtl');
    expect(sheet.getAttribute('lang')).toBe('ur');
    expect(screen.getByRole('heading', { name: 'رسید' })).toBeTruthy();
    expect(screen.getByText('ڈاکٹر Ayesha Khan')).toBeTruthy();
    expect(fact('رسید نمبر')?.textContent).toBe('B-0042');
    expect(fact('وقت')?.querySelector('bdi[dir="ltr"]')?.textContent).toMatch(/10:05/);
    expect(fact('طریقہ')?.textContent).toBe('نقد');
    expect(screen.getByText('وصول کنندہ: Rubina Akhtar')).toBeTruthy();
  });
});

describe('the visit slip', () => {
  it('names the patient, doctor and practice, and the visit’s date and time', () => {
    render(
      <VisitSlipPrint
        visit={printVisit({ startTime: '2026-12-02T09:30:00.000Z' })}
        practice={PRINT_PRACTICE}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Visit slip' })).toBeTruthy();
    expect(fact('Patient')?.textContent).toBe('Muhammad Bilal');
    expect(screen.getByText('Dr. Ayesha Khan')).toBeTruthy();
    expect(screen.getByText('Saddar Clinic')).toBeTruthy();
    expect(fact('Date')?.textContent).toBe('Wed, Dec 2');
    expect(fact('Time')?.textContent).toBe('2:30 PM');
    expect(screen.queryByText(/Token/)).toBeNull();
    // The slip is handed over the counter: no phone number on it.
    expect(screen.queryByText('+923001234567')).toBeNull();
  });

  it('shows a walk-in’s token, big, and the day it was printed when the visit has no time', () => {
    render(
      <VisitSlipPrint
        visit={printVisit()}
        practice={PRINT_PRACTICE}
        token={17}
        printedAt="2026-12-02T05:05:00.000Z"
      />,
    );
    const token = screen.getByText('Token').closest('p');
    expect(token?.textContent).toBe('Token 17');
    expect(token?.querySelector('bdi[dir="ltr"]')?.textContent).toBe('17');
    expect(fact('Date')?.textContent).toBe('Wed, Dec 2');
    expect(screen.queryByText('Time')).toBeNull();
  });

  it('prints in Urdu, right to left', async () => {
    await activateLocale('ur');
    render(<VisitSlipPrint visit={printVisit()} practice={PRINT_PRACTICE} token={17} />);
    expect(screen.getByRole('article').getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('heading', { name: 'معائنے کی پرچی' })).toBeTruthy();
    expect(screen.getByText('ٹوکن').closest('p')?.textContent).toBe('ٹوکن 17');
    expect(fact('مریض')?.textContent).toBe('Muhammad Bilal');
  });
});

/** happy-dom has no print(): a stand-in that records what was on the page when it was called. */
function stubPrint(during: () => void) {
  const print = vi.fn(during);
  vi.stubGlobal('print', print);
  return print;
}

describe('printing', () => {
  it('prints only the print, on the paper asked for, and takes it away afterwards', async () => {
    let during: { text: string; paper?: string; printing: boolean } | null = null;
    const print = stubPrint(() => {
      const host = document.getElementById('desk-print-root');
      during = {
        text: host?.textContent ?? '',
        paper: host?.dataset.paper,
        printing: document.body.classList.contains('desk-printing'),
      };
    });
    await printReceipt(
      { receipt: printReceiptOf(), visit: printVisit(), practice: PRINT_PRACTICE },
      { paper: '58mm' },
    );
    expect(print).toHaveBeenCalledTimes(1);
    expect(during).toMatchObject({ paper: '58mm', printing: true });
    expect(during!.text).toContain('Received by Rubina Akhtar');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.getElementById('desk-print-root')).toBeNull();
    expect(document.body.classList.contains('desk-printing')).toBe(false);
    vi.unstubAllGlobals();
  });

  it('a second print replaces one the browser never said it finished', async () => {
    stubPrint(() => {});
    await printVisitSlip({ visit: printVisit(), practice: PRINT_PRACTICE, token: 3 });
    await printVisitSlip({ visit: printVisit(), practice: PRINT_PRACTICE, token: 4 });
    const hosts = document.querySelectorAll('.desk-print-root');
    expect(hosts).toHaveLength(1);
    expect(hosts[0]!.textContent).toContain('Token 4');
    expect((hosts[0] as HTMLElement).dataset.paper).toBe('80mm');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.querySelectorAll('.desk-print-root')).toHaveLength(0);
    vi.unstubAllGlobals();
  });
});
