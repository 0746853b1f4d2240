import { paintLastScreen } from './last-screen';

// The classic script the page runs after #root (ADR 120): one synchronous read of local storage,
// so the saved screen is in the first paint; then it starts the app, whose entry the page has
// only preloaded.
const entry = (document.currentScript as HTMLScriptElement | null)?.dataset.entry;
let painted = false;
try {
  painted = paintLastScreen(document, localStorage, location.pathname, location.search);
} catch {
  // Storage refused (private mode, quota): the app starts as it would without a saved screen.
}

let started = false;
function startApp(): void {
  if (!entry || started) return;
  started = true;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

if (painted) {
  // A frame for the saved screen first; a hidden tab gets no frames, so a timer starts it too.
  requestAnimationFrame(() => setTimeout(startApp));
  setTimeout(startApp, 100);
} else {
  startApp();
}
