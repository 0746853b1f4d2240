import { createRouter } from '#server/context';
import { userActorOf } from '#server/lib/actor';
import { created, ok } from '#server/lib/http';
import { securedDoc } from '#server/lib/route-doc';
import { validate } from '#server/lib/validate';
import {
  CASH_MSG,
  DeskCashQuerySchema,
  DeskCloseSchema,
  DeskDeviceSchema,
  DeskPaymentSchema,
  DeskRefundSchema,
} from '#shared/schemas/desk-cash';
import { deskOrDoctor } from './desk-access';
import { refundPayment, takePayment } from './desk-cash.service';
import { cashTotals, closeDay, registerDevice } from './desk-cash-book.service';

const doc = securedDoc('Front desk');

/** Cash at the front desk (ADR 155), under /api/desk. */
export const deskCashRoutes = createRouter();
for (const path of ['/payments', '/refunds', '/cash', '/cash/*', '/devices']) {
  deskCashRoutes.use(path, ...deskOrDoctor);
}

deskCashRoutes.post(
  '/payments',
  doc(
    'Take cash for a visit',
    "201 `{receipt: {number, kind, amount, method, takenBy, at, reason?}}`. `amount` is the visit's " +
      'fee, or less with `discountReason` (400 at `discountReason`); more is 400 at `amount`. ' +
      'Numbers are unique per practice: the server gives digits (`0042`); a device working ' +
      'offline sends its own, `receiptNumber` with its letter (`B-0042`) and its `deviceKey` ' +
      "(400 when the letter is not that device's at this practice). The visit becomes paid once: " +
      'a second payment is 409 `ALREADY_PAID` with the first `receipt`; the same `receiptNumber` ' +
      'again answers 200 with its receipt. A cancelled visit is 409; a visit elsewhere is 404.',
  ),
  validate('json', DeskPaymentSchema),
  async (c) => {
    const { receipt, replayed } = await takePayment(
      c.get('deps'),
      userActorOf(c),
      c.req.valid('json'),
    );
    return replayed ? ok(c, { receipt }) : created(c, { receipt }, CASH_MSG.paid);
  },
);

deskCashRoutes.post(
  '/refunds',
  doc(
    'Give back the cash taken for a visit',
    'Once, with a `reason`, for a visit paid at the desk (409 `NOT_PAID_AT_DESK`, ' +
      '`ALREADY_REFUNDED`). The refund has its own server number. 201 `{receipt}`.',
  ),
  validate('json', DeskRefundSchema),
  async (c) => {
    const receipt = await refundPayment(c.get('deps'), userActorOf(c), c.req.valid('json'));
    return created(c, { receipt }, CASH_MSG.refunded);
  },
);

deskCashRoutes.get(
  '/cash',
  doc(
    "A practice's cash book for a day",
    '`{practiceId, date, total, byMethod: [{method, amount, count}], byMember: [{memberId, ' +
      'name, amount, count}], closes: [{name, counted, expected, difference, at}]}`: receipts ' +
      "of the clinic day, refunds taken off. The practice's desk members and its doctor.",
  ),
  validate('query', DeskCashQuerySchema),
  async (c) => ok(c, await cashTotals(c.get('deps'), userActorOf(c), c.req.valid('query'))),
);

deskCashRoutes.post(
  '/cash/close',
  doc(
    'Close my day: the cash I counted',
    "`{counted, expected, difference}`: expected is the net of the caller's own receipts that " +
      'day. Once per member, practice and day (409 `DAY_CLOSED`). The doctor sees it in the cash book.',
  ),
  validate('json', DeskCloseSchema),
  async (c) => {
    const close = await closeDay(c.get('deps'), userActorOf(c), c.req.valid('json'));
    return created(c, { close }, CASH_MSG.closed);
  },
);

deskCashRoutes.post(
  '/devices',
  doc(
    "This device's letter at a practice",
    'For numbering receipts offline. The same `deviceKey` gets the same letter back, with ' +
      '`lastNumber`, the highest number it used there. `{letter, lastNumber}`.',
  ),
  validate('json', DeskDeviceSchema),
  async (c) => ok(c, await registerDevice(c.get('deps'), userActorOf(c), c.req.valid('json'))),
);
