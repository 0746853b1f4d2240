import { buildIfNeeded } from '#server/build-app';
import { hasChromium } from './chromium';

/** The journeys run against the built app; run-e2e.ts normally builds first. */
export default async function setup() {
  if (!hasChromium())
    throw new Error(
      'Chromium is required for the browser journeys (see tests/support/run-e2e.ts).',
    );
  if (!(await buildIfNeeded())) throw new Error('The app could not be built.');
}
