// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clinicSettings,
  FALLBACK_SETTINGS,
  loadPublicSettings,
  PUBLIC_SETTINGS_KEY,
  refundPolicy,
  resetPublicSettings,
} from '#app/lib/public-settings';
import { askPublicSettings, siteSettings } from '#app/lib/site-settings';
import { DEFAULT_SETTINGS, toPublicSettings } from '#shared/schemas/settings';

const answer = (change: object = {}) => ({ ...toPublicSettings(DEFAULT_SETTINGS), ...change });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
/** The server answers GET /api/settings/public with `data` (the call keeps it on the device). */
const serve = (data: unknown, status = 200) => {
  const calls: [string, RequestInit | undefined][] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push([url, init]);
    return new Response(JSON.stringify({ success: status === 200, data }), { status });
  });
  return calls;
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetPublicSettings();
});

describe('public settings', () => {
  it("keeps the administrator's refund window for an offline start, and 24 hours before any answer", async () => {
    expect(refundPolicy()).toEqual({ fullRefundHoursBefore: 24 });
    serve(answer({ refundPolicy: { fullRefundHoursBefore: 48 } }));
    await loadPublicSettings();
    expect(refundPolicy()).toEqual({ fullRefundHoursBefore: 48 });

    resetPublicSettings();
    await loadPublicSettings(offline);
    expect(refundPolicy()).toEqual({ fullRefundHoursBefore: 48 });
  });

  it('uses the Karachi zone and the 500 to 5000 PKR range before the server has answered', async () => {
    expect(clinicSettings()).toEqual(FALLBACK_SETTINGS);
    expect(await loadPublicSettings(offline)).toEqual({
      timezone: 'Asia/Karachi',
      consultationFeeRange: { min: 500, max: 5000 },
    });
  });

  it("takes the server's clinic zone and fee range and remembers them for an offline start", async () => {
    const range = { min: 800, max: 9000 };
    serve(answer({ timezone: 'Asia/Dubai', consultationFeeRange: range }));
    await loadPublicSettings();
    expect(clinicSettings()).toEqual({ timezone: 'Asia/Dubai', consultationFeeRange: range });

    // A new page, offline: the remembered answer applies, not the default.
    resetPublicSettings();
    expect(await loadPublicSettings(offline)).toEqual({
      timezone: 'Asia/Dubai',
      consultationFeeRange: range,
    });
  });

  it('asks the server once per page, and again after a failure', async () => {
    let calls = 0;
    const counting = async () => {
      calls++;
      return answer();
    };
    await loadPublicSettings(offline);
    await loadPublicSettings(counting);
    await loadPublicSettings(counting);
    expect(calls).toBe(1);
  });

  it('ignores an answer with a zone this browser does not know, or in the wrong shape', async () => {
    await loadPublicSettings(async () => answer({ timezone: 'Mars/Olympus_Mons' }));
    expect(clinicSettings().timezone).toBe('Asia/Karachi');
    resetPublicSettings();
    localStorage.setItem(PUBLIC_SETTINGS_KEY, '{"timezone":');
    resetPublicSettings();
    expect(clinicSettings()).toEqual(FALLBACK_SETTINGS);
    expect(localStorage.getItem(PUBLIC_SETTINGS_KEY)).toBe('{"timezone":');
  });

  it('asks GET /api/settings/public with a plain fetch, once, and keeps the answer; a failed answer keeps what the device held', async () => {
    const calls = serve(answer({ siteName: 'Shifa' }));
    await Promise.all([askPublicSettings(), loadPublicSettings()]);
    expect(calls).toEqual([['/api/settings/public', { headers: { Accept: 'application/json' } }]]);
    expect(siteSettings().siteName).toBe('Shifa');

    resetPublicSettings();
    serve({ success: false, message: 'Internal server error' }, 500);
    await expect(askPublicSettings()).rejects.toThrow('Request failed (500)');
    await loadPublicSettings();
    expect(siteSettings().siteName).toBe('Shifa');
    expect(JSON.parse(localStorage.getItem(PUBLIC_SETTINGS_KEY) ?? '{}').siteName).toBe('Shifa');
  });
});
