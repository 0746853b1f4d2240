import { buildIfNeeded } from '#server/build-app';
import { startDemoServer } from '../../support/demo-server';

/** The production build and the real server on demo data, as `npm start` serves them. */
export async function serveDemo() {
  if (!(await buildIfNeeded())) throw new Error('The app could not be built.');
  const demo = await startDemoServer();
  return { baseUrl: demo.baseURL, server: demo.server, close: demo.close };
}
