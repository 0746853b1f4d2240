import { paintLastScreen } from './last-screen';

// The classic script the page runs after #root and before `entry` (ADR 120): one synchronous read
// of local storage, so the saved screen is in the first paint.
try {
  paintLastScreen(document, localStorage, location.pathname);
} catch {
  // Storage refused (private mode, quota): the app starts as it would without a saved screen.
}
