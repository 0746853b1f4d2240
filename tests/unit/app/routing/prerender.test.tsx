import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '#app/prerender';

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

  it('still writes the landing page for a signed-out visitor', async () => {
    const html = await render('/');
    expect(html).toContain('Find and book verified doctors across Pakistan');
  });
});
