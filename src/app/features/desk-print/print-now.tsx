import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { ReceiptPrint, type ReceiptPrintProps } from './components/receipt-print';
import { VisitSlipPrint, type VisitSlipPrintProps } from './components/visit-slip-print';

/** The papers desks print on (issue 42): 58 and 80 mm thermal rolls, and A5 sheets. */
export type PaperSize = '58mm' | '80mm' | 'A5';
export type PrintOptions = { paper?: PaperSize };

export const PRINT_HOST_ID = 'desk-print-root';

// A roll has no page length, so its page takes the printer's roll and a short margin; A5 is a sheet.
export const PAGE_RULE: Record<PaperSize, string> = {
  '58mm': '@page { margin: 2mm; }',
  '80mm': '@page { margin: 2mm; }',
  A5: '@page { size: A5; margin: 10mm; }',
};

let mounted: { root: Root; host: HTMLElement } | null = null;

function clear() {
  mounted?.root.unmount();
  mounted?.host.remove();
  mounted = null;
  document.body.classList.remove('desk-printing');
}

/**
 * Prints `print` alone: it renders into a container of its own (hidden on screen), and while the
 * browser prints, every other part of the page leaves the layout (desk-print.css). The container
 * goes after printing; a browser that never says so (no `afterprint`) loses it at the next print.
 */
export async function printNow(print: ReactNode, options: PrintOptions = {}): Promise<void> {
  clear();
  const paper = options.paper ?? '80mm';
  const host = document.createElement('div');
  host.id = PRINT_HOST_ID;
  host.className = 'desk-print-root';
  host.dataset.paper = paper;
  const page = document.createElement('style');
  page.textContent = PAGE_RULE[paper];
  const content = document.createElement('div');
  host.append(page, content);
  document.body.append(host);
  const root = createRoot(content);
  mounted = { root, host };
  flushSync(() => root.render(print));
  // An Urdu print waits for its font, or the first copy prints in a fallback.
  await document.fonts?.ready;
  document.body.classList.add('desk-printing');
  window.addEventListener('afterprint', clear, { once: true });
  window.print();
}

/** Prints a cash receipt (ADR 155), by default on an 80 mm roll. */
export const printReceipt = (props: ReceiptPrintProps, options?: PrintOptions) =>
  printNow(<ReceiptPrint {...props} />, options);

/** Prints a visit slip, with its token once the queue gives one (issue 43). */
export const printVisitSlip = (props: VisitSlipPrintProps, options?: PrintOptions) =>
  printNow(<VisitSlipPrint {...props} />, options);
