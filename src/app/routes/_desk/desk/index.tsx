import { createFileRoute } from '@tanstack/react-router';
import { loadDeskScreen } from '#app/features/desk/api/desk-api';
import { DeskDayScreen } from '#app/features/desk/components/desk-day-screen';
import { DeskDeviceDay, type PrintRequest } from '#app/features/desk/components/desk-device-day';
import { deskToday, inDeskWindow } from '#app/features/desk/desk-window';
import { PracticeDaySearchSchema } from '#app/lib/practice-day-search';

/**
 * /desk: the chosen practice's day. Within 7 days of today it is read from the device, so it
 * opens and works offline (issue 42, ADR 006); further off it is asked from the server (as the
 * appointment lists do, ADR 083). The practice and the date live in the address.
 */
export const Route = createFileRoute('/_desk/desk/')({
  validateSearch: PracticeDaySearchSchema,
  loaderDeps: ({ search: { practiceId, date } }) => ({ practiceId, date }),
  loader: ({ deps, abortController }) =>
    inDeskWindow(deps.date) ? null : loadDeskScreen(deps, abortController.signal),
  component: DeskRoute,
});

/** The print layouts, loaded when the desk prints (they are not needed to open the day). */
function print({ kind, visit, practice, receipt }: PrintRequest) {
  void import('#app/features/desk-print/print-now').then((m) =>
    kind === 'receipt'
      ? m.printReceipt({ receipt: { ...receipt, number: receipt.number ?? '' }, visit, practice })
      : m.printVisitSlip({ visit, practice }),
  );
}

function DeskRoute() {
  const navigate = Route.useNavigate();
  const online = Route.useLoaderData();
  const search = Route.useSearch();
  const onSearch = (search: typeof Route.types.fullSearchSchema) =>
    void navigate({ search, replace: true });
  if (online) return <DeskDayScreen {...online} onSearch={onSearch} />;
  return <DeskDeviceDay search={search} today={deskToday()} onSearch={onSearch} onPrint={print} />;
}
