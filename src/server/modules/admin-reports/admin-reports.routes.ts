import type { Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { type AppEnv, createRouter } from '#server/context';
import { ok } from '#server/lib/http';
import { validate } from '#server/lib/validate';
import { requireRole } from '#server/middleware/auth';
import { ReportRangeQuerySchema } from '#shared/schemas/admin-reports';
import { appointmentsReport, revenueReport, userGrowthReport } from './admin-reports.service';
import { reportSummary, specialtiesReport } from './admin-summary.service';

const PERIODS =
  'range: week = the last 7 clinic days by day (default), month = 30 days by day, quarter = ' +
  '13 weeks by week, year = the 12 calendar months up to this one by month; each ending today ' +
  "in the clinic's time zone (the timezone setting). `date` is the bucket's first clinic day.";

const doc = (summary: string, description = PERIODS) =>
  describeRoute({
    tags: ['Administrator reports'],
    summary,
    description,
    security: [{ bearerAuth: [] }],
  });

const ctx = (c: Context<AppEnv>) => ({ db: c.get('deps').db, now: c.get('deps').now() });

/** Reports & Analytics (ADR 081, /admin/reports), administrators only. */
export const adminReportRoutes = createRouter();
adminReportRoutes.use('/reports/*', requireRole('admin'));

adminReportRoutes.get(
  '/reports/appointments',
  doc('Appointments per period bucket: total (any status) and completed'),
  validate('query', ReportRangeQuerySchema),
  async (c) => ok(c, await appointmentsReport(ctx(c), c.req.valid('query').range)),
);

adminReportRoutes.get(
  '/reports/revenue',
  doc(
    'Revenue in whole PKR per period bucket',
    `${PERIODS} amount: fees of appointments paid online or completed (cash is paid at the visit), not refunded.`,
  ),
  validate('query', ReportRangeQuerySchema),
  async (c) => ok(c, await revenueReport(ctx(c), c.req.valid('query').range)),
);

adminReportRoutes.get(
  '/reports/user-growth',
  doc('New patient and doctor accounts per period bucket'),
  validate('query', ReportRangeQuerySchema),
  async (c) => ok(c, await userGrowthReport(ctx(c), c.req.valid('query').range)),
);

adminReportRoutes.get(
  '/reports/specialties',
  doc(
    'Doctors patients can book now (verified, not blocked) by specialty, most first',
    'No range: the state today.',
  ),
  async (c) => ok(c, await specialtiesReport(c.get('deps').db)),
);

adminReportRoutes.get(
  '/reports/summary',
  doc(
    'The four summary cards, each {value, change}',
    `${PERIODS} change: percent against the period of the same number of days just before, one ` +
      'decimal; 0 when both are 0, null when only the previous one is 0 (no percentage exists). ' +
      'activeDoctors compares the doctors bookable now with those of them already verified when ' +
      'the period began.',
  ),
  validate('query', ReportRangeQuerySchema),
  async (c) => ok(c, await reportSummary(ctx(c), c.req.valid('query').range)),
);
