import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_ROUTES, prerenderedPattern, render, SHELL_DOCTOR_ID } from '#app/prerender';

afterEach(() => vi.unstubAllGlobals());

describe('the build-time prerender of a page with a loader', () => {
  it('writes the doctor list with its heading, its filters and its skeleton, asking no API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const html = await render('/doctors');
    expect(html).toContain('<h1 id="doctors-title">Find a Doctor</h1>');
    expect(html).toContain('aria-label="Filter doctors"');
    expect(html).toMatch(/aria-busy="true" aria-label="Loading doctors"/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('writes one shell for every doctor’s page: the frame and the skeleton, asking no API', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const html = await render(`/doctors/${SHELL_DOCTOR_ID}`);
    expect(html).toContain('aria-label="Loading doctor profile"');
    expect(html).toContain('aria-label="Mashwara home"');
    expect(fetch).not.toHaveBeenCalled();
    const shell = Object.keys(PRERENDERED_ROUTES).find((p) => p.includes(SHELL_DOCTOR_ID))!;
    const answers = new RegExp(prerenderedPattern(shell));
    expect(answers.test('/doctors/7b75d7a3-b858-4e6f-a39b-99e2e1406645')).toBe(true);
    expect(answers.test('/doctors/cardiology')).toBe(false);
    expect(answers.test('/doctors/7b75d7a3-b858-4e6f-a39b-99e2e1406645/x')).toBe(false);
    expect(new RegExp(prerenderedPattern('/about')).test('/aboutx')).toBe(false);
  });

  it('still writes the landing page for a signed-out visitor', async () => {
    const html = await render('/');
    expect(html).toContain('Find and book verified doctors across Pakistan');
  });
});
