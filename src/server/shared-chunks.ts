/**
 * ADR 152: modules that lazy screens and public pages share, in a few chunks instead of one file
 * each. The bundler splits a shared module into its own chunk, compressed alone: a signed-in route
 * loaded about forty files, a third of them under 0.3 KB, and gzip of them together was 7 KB less
 * than of each alone. These go together because nearly every route that loads one loads the
 * others; a page that needs only some loads the rest too (a public page has room, its budget being
 * larger). Each group takes exactly these modules, not their dependencies.
 */
const GROUPS: Record<string, readonly string[]> = {
  // What asks the server and shows its answers in clinic time: the API client and its fetch
  // library, the public settings, clinic time with its time-zone library, formatting, and the
  // schemas the forms and those answers share.
  client: [
    'src/app/lib/api-client.ts',
    'src/app/lib/public-settings.ts',
    'src/app/lib/format.ts',
    'src/app/lib/use-online.ts',
    'src/app/lib/etag-store.ts',
    'src/shared/domain/clinic-time.ts',
    'src/shared/domain/money.ts',
    'src/shared/schemas/settings.ts',
    'src/shared/schemas/user.ts',
    'src/shared/schemas/doctor.ts',
    'src/shared/schemas/common.ts',
    'node_modules/ofetch/',
    'node_modules/ufo/',
    'node_modules/destr/',
    'node_modules/@date-fns/tz/',
    // The parts of date-fns clinic time uses; the rest stays with the screens that use it.
    ...[
      'lightFormat',
      'isValid',
      'isDate',
      'toDate',
      'constructFrom',
      'constants',
      '_lib/addLeadingZeros',
      '_lib/format/lightFormatters',
    ].map((name) => `node_modules/date-fns/${name}.js`),
  ],
  // A doctor's bookable days and practices, read by the doctor's page and the booking.
  'booking-data': [
    'src/app/features/booking/api/booking-api.ts',
    'src/app/features/booking/api/booking-loaders.ts',
    'src/app/components/practices/doctor-practices.ts',
    'src/app/routes/-components/push-offer.ts',
  ],
};

/** The groups as the bundler's code-splitting groups, for the project at `root`. */
export function sharedChunkGroups(root: string) {
  return Object.entries(GROUPS).map(([name, paths]) => {
    const wanted = paths.map((path) => `${root}/${path}`);
    return {
      name,
      test: (id: string) =>
        wanted.some((path) => (path.endsWith('/') ? id.startsWith(path) : id === path)),
      includeDependenciesRecursively: false,
    };
  });
}
