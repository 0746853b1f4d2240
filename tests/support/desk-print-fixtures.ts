import type { DeskPractice, DeskVisit } from '#shared/schemas/desk';
import type { Receipt } from '#shared/schemas/desk-cash';

/** What the desk's prints are handed (issue 42): a practice, a visit and its cash receipt. */
export const PRINT_PRACTICE: DeskPractice = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Saddar Clinic',
  city: 'Rawalpindi',
  doctorId: '55555555-5555-4555-8555-555555555555',
  doctorName: 'Ayesha Khan',
  fee: 1500,
};

export const printVisit = (over: Partial<DeskVisit> = {}): DeskVisit => ({
  id: '66666666-6666-4666-8666-666666666666',
  appointmentId: null,
  patient: { name: 'Muhammad Bilal', phone: '+923001234567', age: 34, sex: 'male' },
  source: 'walk_in',
  personId: null,
  startTime: null,
  status: 'scheduled',
  checkedInAt: null,
  payment: { status: 'paid', amount: 1500, method: 'cash', receiptNumber: 'B-0042' },
  ...over,
});

/** 10:05 AM on December 2 in Karachi. */
export const printReceiptOf = (over: Partial<Receipt> = {}): Receipt => ({
  number: 'B-0042',
  kind: 'payment',
  amount: 1500,
  method: 'cash',
  takenBy: 'Rubina Akhtar',
  at: '2026-12-02T05:05:00.000Z',
  ...over,
});

/** Names as long as a desk types them: they must wrap, never widen a 58 mm roll. */
export const LONG_NAMES = {
  patient: 'Chaudhry Muhammad Abdul Rehman Khan Niazi s/o Ghulam Mustafa',
  urduPatient: 'چوہدری محمد عبدالرحمٰن خان نیازی ولد غلام مصطفیٰ',
  practice: 'Shifa International Hospital Outpatient Department, Sector H-8/4',
};
