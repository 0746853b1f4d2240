import { createFileRoute, useRouter } from '@tanstack/react-router';
import { loadReports } from '#app/features/admin-reports/api/reports-api';
import { ReportsScreen } from '#app/features/admin-reports/components/reports-screen';
import {
  DEFAULT_REPORT_RANGE,
  REPORT_RANGES,
  type ReportRange,
} from '#shared/schemas/admin-reports';

// An unknown range in the address reads as the initial one (Last 7 Days). A plain check, not a
// schema: this part of the route is in every page's entry chunk.
const validateSearch = (search: Record<string, unknown>): { range?: ReportRange } => {
  const range = REPORT_RANGES.find((r) => r === search.range);
  return range ? { range } : {};
};

/** The figures load unawaited: the range selector stays while the skeleton shows. */
export const Route = createFileRoute('/_admin/admin/reports')({
  validateSearch,
  loaderDeps: ({ search }) => ({ range: search.range ?? DEFAULT_REPORT_RANGE }),
  loader: ({ deps, abortController }) => {
    const reports = loadReports(deps.range, abortController.signal);
    // An aborted load (the range changed again) is no failure.
    reports.catch(() => {});
    return { reports };
  },
  component: ReportsRoute,
});

function ReportsRoute() {
  const { range } = Route.useLoaderDeps();
  const { reports } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const router = useRouter();
  return (
    <ReportsScreen
      range={range}
      reports={reports}
      onRangeChange={(next) =>
        void navigate({
          search: next === DEFAULT_REPORT_RANGE ? {} : { range: next },
          replace: true,
        })
      }
      onRetry={() => void router.invalidate()}
    />
  );
}
