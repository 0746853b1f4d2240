// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inertCopy } from '#app/lib/last-screen';
import { useSession } from '#app/lib/session';
import {
  forgetScreens,
  GIVE_WAY_MS,
  giveWayUnless,
  paintLastScreen,
  type SavedScreen,
  SCREEN_MAX_AGE_MS,
  screenExpiry,
  screenKey,
  sessionOf,
} from './last-screen';

const PATIENT = { _id: 'p-1', role: 'patient' };
const DOCTOR = { _id: 'd-1', role: 'doctor', isVerified: true };

function signIn(user: object, lang = 'en') {
  localStorage.setItem('token', 't');
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('lang', lang);
}

function save(userId: string, path: string, html: string, locale: 'en' | 'ur' = 'en') {
  const token = localStorage.getItem('token');
  const saved: SavedScreen = {
    userId,
    locale,
    path,
    search: '',
    html,
    savedAt: Date.now(),
    expiresAt: screenExpiry(token, Date.now()),
    sessionId: sessionOf(token).id,
  };
  localStorage.setItem(screenKey(userId, locale, path), JSON.stringify(saved));
}

const DAY = 24 * 60 * 60 * 1000;
/** A session token as the server signs it (ADR 075): its claims readable, its signature not checked here. */
const sessionToken = (sid: string, endsAt: number) =>
  ['{"alg":"HS256"}', JSON.stringify({ sub: 'p-1', sid, exp: Math.floor(endsAt / 1000) })]
    .map((part) => btoa(part).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
    .concat('signature')
    .join('.');

const shell = () => document.getElementById('last-screen');

beforeEach(() => {
  document.documentElement.removeAttribute('dir');
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('painting the saved screen at boot', () => {
  it('paints the signed-in user’s screen for this address, inert, over the hidden root', () => {
    signIn(PATIENT);
    save('p-1', '/patient/appointments', '<main><article class="appt-card">Dr. A</article></main>');
    expect(paintLastScreen(document, localStorage, '/patient/appointments')).toBe(true);
    expect(shell()?.hasAttribute('inert')).toBe(true);
    expect(shell()?.textContent).toBe('Dr. A');
    expect(document.getElementById('root')?.hidden).toBe(true);
    giveWayUnless(document, '/patient/appointments');
    expect(shell()).not.toBeNull();
    giveWayUnless(document, '/patient/profile');
    expect(shell()).toBeNull();
    expect(document.getElementById('root')?.hidden).toBe(false);
  });

  it('opens / on the role’s dashboard, in the stored language, right to left in Urdu', () => {
    signIn(DOCTOR, 'ur');
    save('d-1', '/doctor/dashboard', '<p>آج</p>', 'ur');
    save('d-1', '/doctor/dashboard', '<p>Today</p>', 'en');
    expect(paintLastScreen(document, localStorage, '/')).toBe(true);
    expect(shell()?.textContent).toBe('آج');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('paints nothing signed out, for another user, an unverified doctor or another screen', () => {
    save('p-1', '/patient/appointments', '<p>mine</p>');
    expect(paintLastScreen(document, localStorage, '/patient/appointments')).toBe(false);
    signIn({ _id: 'p-2', role: 'patient' });
    expect(paintLastScreen(document, localStorage, '/patient/appointments')).toBe(false);
    // A screen stored under the signed-in user's key but naming another user is not theirs.
    localStorage.setItem(
      screenKey('p-2', 'en', '/patient/appointments'),
      localStorage.getItem(screenKey('p-1', 'en', '/patient/appointments'))!,
    );
    expect(paintLastScreen(document, localStorage, '/patient/appointments')).toBe(false);
    signIn({ ...DOCTOR, isVerified: false });
    save('d-1', '/doctor/dashboard', '<p>day</p>');
    expect(paintLastScreen(document, localStorage, '/doctor/dashboard')).toBe(false);
    signIn(PATIENT);
    expect(paintLastScreen(document, localStorage, '/patient/profile')).toBe(false);
    // Another view of the saved screen (its Completed tab) is not the copy's.
    save('p-1', '/patient/appointments', '<p>upcoming</p>');
    expect(paintLastScreen(document, localStorage, '/patient/appointments', '?tab=completed')).toBe(
      false,
    );
    expect(shell()).toBeNull();
  });

  it('gives way by itself when the app does not take over', () => {
    vi.useFakeTimers();
    signIn(PATIENT);
    save('p-1', '/patient/dashboard', '<p>day</p>');
    paintLastScreen(document, localStorage, '/patient/dashboard');
    vi.advanceTimersByTime(GIVE_WAY_MS);
    expect(shell()).toBeNull();
  });

  it('forgets everyone’s screens at sign-out, and everyone else’s when another user signs in', () => {
    save('p-1', '/patient/dashboard', '<p>1</p>');
    save('p-2', '/patient/dashboard', '<p>2</p>', 'ur');
    localStorage.setItem('lang', 'ur');
    forgetScreens(document, localStorage, 'p-2');
    expect(Object.keys(localStorage).sort()).toEqual([
      'lang',
      screenKey('p-2', 'ur', '/patient/dashboard'),
    ]);
    forgetScreens(document, localStorage);
    expect(Object.keys(localStorage)).toEqual(['lang']);
  });
});

describe('the inert copy of the live screen', () => {
  it('keeps what shows, drops ids, links, names and working controls, and says when it was synced', () => {
    const root = document.getElementById('root')!;
    root.innerHTML = `<header><a id="logo" href="/">Mashwara</a></header>
      <main id="main" tabindex="-1"><p data-last-synced role="status">Last synced old</p>
      <article class="appt-card" aria-labelledby="h1"><h3 id="h1">Dr. A</h3>
      <button id="b" type="button">Cancel</button><label for="x">Why</label>
      <input id="x" name="why" autofocus><img src="blob:http://x/1" alt="">
      <video src="/v"></video></article>
      <div role="dialog"><button>Close</button></div></main>
      <div class="toaster" data-no-save>Appointment cancelled successfully!</div>`;
    const copy = document.createElement('div');
    copy.innerHTML = inertCopy(root, 'Last synced Nov 26, 2026, 11:40 AM');
    expect(
      copy.querySelectorAll('[id], [href], [tabindex], [name], [for], [autofocus]').length,
    ).toBe(0);
    expect(copy.querySelectorAll('button:not([disabled]), input:not([disabled])').length).toBe(0);
    expect(
      copy.querySelectorAll('video, [role="dialog"], [data-last-synced], [data-no-save]').length,
    ).toBe(0);
    expect(copy.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(copy.querySelector('main')?.firstElementChild?.textContent).toBe(
      'Last synced Nov 26, 2026, 11:40 AM',
    );
    expect(copy.querySelector('.appt-card')?.getAttribute('aria-labelledby')).toBe('h1');
    expect(copy.textContent).toContain('Dr. A');
    // The live screen is untouched.
    expect(root.querySelector('#b')).not.toBeNull();
  });

  it('keeps the first screenful only: what starts below the fold is left out', () => {
    const root = document.getElementById('root')!;
    root.innerHTML = `<header>Mashwara</header><main>
      <article class="appt-card" data-top="120">Dr. A</article>
      <article class="appt-card" data-top="700">Dr. B <span data-top="760">10:00</span></article>
      <article class="appt-card" data-top="1300">Dr. C</article></main>
      <footer data-top="2000">About</footer>`;
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      return { top: Number(this.getAttribute('data-top') ?? 0) - window.scrollY } as DOMRect;
    });
    try {
      const copy = document.createElement('div');
      copy.innerHTML = inertCopy(root, '', 1000);
      expect([...copy.querySelectorAll('.appt-card')].map((a) => a.textContent)).toEqual([
        'Dr. A',
        'Dr. B 10:00',
      ]);
      expect(copy.querySelector('footer')).toBeNull();
      // Without a fold the whole screen is kept.
      copy.innerHTML = inertCopy(root, '');
      expect(copy.querySelectorAll('.appt-card')).toHaveLength(3);
    } finally {
      rect.mockRestore();
    }
  });
});

describe('how long a saved screen is kept', () => {
  const path = '/patient/dashboard';
  function signInWith(token: string) {
    localStorage.setItem('token', token);
    localStorage.setItem('user', JSON.stringify(PATIENT));
  }

  it('paints until the session ends, then never again, and leaves the device', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 1, 9) });
    signInWith(sessionToken('s-1', Date.now() + 2 * DAY));
    save('p-1', path, '<p>day</p>');
    vi.setSystemTime(Date.now() + 2 * DAY - 60_000);
    expect(paintLastScreen(document, localStorage, path)).toBe(true);
    vi.setSystemTime(Date.now() + 60_000);
    expect(paintLastScreen(document, localStorage, path)).toBe(false);
    expect(localStorage.getItem(screenKey('p-1', 'en', path))).toBeNull();
  });

  it('is kept 7 days at most, however long the session lasts', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 1, 9) });
    signInWith(sessionToken('s-1', Date.now() + 30 * DAY));
    save('p-1', path, '<p>day</p>');
    vi.setSystemTime(Date.now() + SCREEN_MAX_AGE_MS - 60_000);
    expect(paintLastScreen(document, localStorage, path)).toBe(true);
    vi.setSystemTime(Date.now() + 60_000);
    expect(paintLastScreen(document, localStorage, path)).toBe(false);
  });

  it('is not painted in another session, even the same user’s', () => {
    signInWith(sessionToken('s-1', Date.now() + DAY));
    save('p-1', path, '<p>day</p>');
    signInWith(sessionToken('s-2', Date.now() + DAY));
    expect(paintLastScreen(document, localStorage, path)).toBe(false);
  });

  it('a screen saved before screens carried an expiry is dropped, not painted', () => {
    signIn(PATIENT);
    localStorage.setItem(
      screenKey('p-1', 'en', path),
      JSON.stringify({
        userId: 'p-1',
        locale: 'en',
        path,
        search: '',
        html: '<p>old</p>',
        savedAt: 1,
      }),
    );
    expect(paintLastScreen(document, localStorage, path)).toBe(false);
    expect(localStorage.getItem(screenKey('p-1', 'en', path))).toBeNull();
  });

  it('leaves the device at sign-out', () => {
    signInWith(sessionToken('s-1', Date.now() + DAY));
    save('p-1', path, '<p>day</p>');
    useSession.getState().clear();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('lastScreen:'))).toEqual([]);
  });
});
