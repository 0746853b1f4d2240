// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { FunctionComponent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '#app/components/layouts/footer';
import { ContactPage } from '#app/features/public/components/contact/contact-page';
import { FaqPage } from '#app/features/public/components/faq/faq-page';
import { TermsPage } from '#app/features/public/components/legal/terms-page';
import { activateLocale } from '#app/lib/i18n';
import { PUBLIC_SETTINGS_KEY, resetPublicSettings } from '#app/lib/public-settings';
import { DEFAULT_SETTINGS, toPublicSettings } from '#shared/schemas/settings';

const CHANGED = {
  ...toPublicSettings(DEFAULT_SETTINGS),
  siteName: 'Shifa Clinics',
  siteDescription: 'Karachi’s clinics, one call away.',
  contactEmail: 'help@shifa.example',
  supportPhone: '+92 21 3456 7890',
};

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetPublicSettings();
  await activateLocale('en');
});

/** The server answers GET /settings/public with these settings (and nothing else). */
function serveSettings(settings: object) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(new Request(input).url);
    if (url.pathname !== '/api/settings/public') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ success: true, data: settings }), {
      headers: { 'content-type': 'application/json' },
    });
  });
}

function show(component: FunctionComponent) {
  const router = createRouter({
    routeTree: createRootRoute({ component }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe("the administrator's site settings on the public pages", () => {
  it('the contact page shows the support e-mail and phone the administrator saved', async () => {
    serveSettings(CHANGED);
    show(ContactPage);
    expect(await screen.findByRole('link', { name: '+92 21 3456 7890' })).toBeTruthy();
    expect(hrefOf('+92 21 3456 7890')).toBe('tel:+922134567890');
    expect(hrefOf('help@shifa.example')).toBe('mailto:help@shifa.example');
    expect(hrefOf('E-mail Support')).toBe('mailto:help@shifa.example');
    expect(hrefOf('Call Us')).toBe('tel:+922134567890');
    expect(document.body.textContent).not.toContain('555-0199');
    expect(document.body.textContent).not.toContain('support@mashwara.pk');
  });

  it("the help centre's support cards show them too, and drop the phone card when there is none", async () => {
    serveSettings({ ...CHANGED, supportPhone: '' });
    show(FaqPage);
    const cards = await screen.findByRole('region', { name: 'Still need help?' });
    expect(await within(cards).findByRole('link', { name: 'help@shifa.example' })).toBeTruthy();
    expect(within(cards).queryByRole('heading', { name: 'Phone' })).toBeNull();
    expect(within(cards).queryByRole('link', { name: /555/ })).toBeNull();
  });

  it('the footer names the site and shows its description as the administrator wrote it', async () => {
    serveSettings(CHANGED);
    show(Footer);
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('Shifa Clinics')).toBeTruthy();
    expect(within(footer).getByText('Karachi’s clinics, one call away.')).toBeTruthy();
    expect(footer.querySelector('.copyright')?.textContent).toBe(
      `© ${new Date().getFullYear()} Shifa Clinics`,
    );
  });

  it("shows the pages' own copy until the server answers, and the remembered values offline", async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    show(Footer);
    expect(await screen.findByText('Mashwara')).toBeTruthy();
    expect(screen.getByText('Verified doctors across Pakistan, booked in minutes.')).toBeTruthy();
    cleanup();

    localStorage.setItem(PUBLIC_SETTINGS_KEY, JSON.stringify(CHANGED));
    resetPublicSettings();
    show(ContactPage);
    await screen.findByRole('heading', { name: 'Contact Us', level: 1 });
    expect(hrefOf('+92 21 3456 7890')).toBe('tel:+922134567890');
  });

  it('the terms state the refund window the administrator set, and a full refund when the doctor cancels', async () => {
    serveSettings({ ...CHANGED, refundPolicy: { fullRefundHoursBefore: 48 } });
    show(TermsPage);
    const payment = await screen.findByRole('region', { name: /Payment Terms/ });
    expect(
      await within(payment).findByText(/if you cancel at least 48 hours before the appointment/),
    ).toBeTruthy();
    expect(within(payment).getByText(/When the doctor or the administrator cancels/)).toBeTruthy();
    expect(payment.textContent).not.toContain('24 hours');
  });

  it('in Urdu, the default description is translated and the phone stays left to right', async () => {
    await activateLocale('ur');
    serveSettings({ ...CHANGED, siteDescription: DEFAULT_SETTINGS.siteDescription });
    show(ContactPage);
    const phone = await screen.findByRole('link', { name: '+92 21 3456 7890' });
    expect(phone.getAttribute('dir')).toBe('ltr');
    cleanup();
    show(Footer);
    expect(await screen.findByText('پورے پاکستان کے تصدیق شدہ ڈاکٹر، منٹوں میں بُک۔')).toBeTruthy();
  });
});
