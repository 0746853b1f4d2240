import { api, errorMessage } from '#app/lib/api-client';
import { msg } from '#app/lib/i18n';
import type {
  AppointmentsPoint,
  ReportRange,
  ReportSummary,
  RevenuePoint,
  SpecialtyCount,
  UserGrowthPoint,
} from '#shared/schemas/admin-reports';

export const REPORTS_FAILED = msg('Failed to load report data');

export type ReportData = {
  appointments: AppointmentsPoint[];
  revenue: RevenuePoint[];
  specialties: SpecialtyCount[];
  userGrowth: UserGrowthPoint[];
  summary: ReportSummary;
};

/** Settled: the screen shows either the figures or the error banner, never a thrown loader. */
export type ReportResult = { data: ReportData } | { error: string };

// ADR 081: a list that is not a list is taken as empty.
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * The four report calls of ADR 081 and the summary (real changes, ADR 023), in parallel, whenever
 * the screen opens or the range changes.
 */
export async function loadReports(range: ReportRange, signal?: AbortSignal): Promise<ReportResult> {
  const query = { range };
  try {
    const [appointments, revenue, specialties, userGrowth, summary] = await Promise.all([
      api.get<unknown>('/admin/reports/appointments', { query, signal }),
      api.get<unknown>('/admin/reports/revenue', { query, signal }),
      api.get<unknown>('/admin/reports/specialties', { signal }),
      api.get<unknown>('/admin/reports/user-growth', { query, signal }),
      api.get<ReportSummary>('/admin/reports/summary', { query, signal }),
    ]);
    return {
      data: {
        appointments: list(appointments),
        revenue: list(revenue),
        specialties: list(specialties),
        userGrowth: list(userGrowth),
        summary,
      },
    };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // ADR 078: the failure is also logged.
    console.error('Failed to load report data', error);
    return { error: errorMessage(error, REPORTS_FAILED) };
  }
}
