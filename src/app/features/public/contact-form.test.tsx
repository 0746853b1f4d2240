// @vitest-environment happy-dom
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FunctionComponent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactPage } from '#app/features/public/components/contact/contact-page';
import { FaqPage } from '#app/features/public/components/faq/faq-page';
import { activateLocale } from '#app/lib/i18n';
import { resetPublicSettings } from '#app/lib/public-settings';
import { DEFAULT_SETTINGS, toPublicSettings } from '#shared/schemas/settings';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetPublicSettings();
  await activateLocale('en');
});

type Sent = { path: string; body: unknown };

/** The server: the public settings, and POST /api/contact answering `answer`. */
function serve(settings: object, answer: { status: number; body: object }) {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const reply = (status: number, body: object) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (url.pathname === '/api/settings/public')
      return reply(200, { success: true, data: settings });
    if (url.pathname === '/api/contact' && request.method === 'POST') {
      sent.push({ path: url.pathname, body: await request.json() });
      return reply(answer.status, answer.body);
    }
    throw new TypeError('Failed to fetch');
  });
  return sent;
}

function show(component: FunctionComponent) {
  const router = createRouter({
    routeTree: createRootRoute({ component }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
}

const THANKS = 'Thank you. Your message has reached our team; we reply within 24 hours.';
const DEFAULTS = toPublicSettings(DEFAULT_SETTINGS);

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Your Name/), 'Ayesha Khan');
  await user.type(screen.getByLabelText(/Email Address/), 'ayesha@example.pk');
  await user.selectOptions(screen.getByLabelText('I am a'), 'doctor');
  await user.type(screen.getByLabelText(/Subject/), 'Listing my clinic');
  await user.type(screen.getByLabelText(/^Message/), 'How do I add my Lahore clinic?');
}

describe('the contact form', () => {
  it('sends the message to the team and thanks the writer in the server’s words', async () => {
    const sent = serve(DEFAULTS, {
      status: 201,
      body: { success: true, data: { id: 'm1' }, message: THANKS },
    });
    const user = userEvent.setup();
    show(ContactPage);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('status')).textContent).toBe(THANKS);
    expect(sent).toEqual([
      {
        path: '/api/contact',
        body: {
          name: 'Ayesha Khan',
          email: 'ayesha@example.pk',
          userType: 'doctor',
          subject: 'Listing my clinic',
          message: 'How do I add my Lahore clinic?',
        },
      },
    ]);
    expect((screen.getByLabelText(/Your Name/) as HTMLInputElement).value).toBe('');
  });

  it('names each missing field in the shared schema’s words and sends nothing', async () => {
    const sent = serve(DEFAULTS, { status: 201, body: { success: true, data: {} } });
    const user = userEvent.setup();
    show(ContactPage);
    await user.type(await screen.findByLabelText(/Email Address/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please enter a subject')).toBeTruthy();
    expect(screen.getByText('Please write your message')).toBeTruthy();
    expect(screen.getByLabelText(/Your Name/).getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('says when the address sent too many, and keeps what was written', async () => {
    serve(DEFAULTS, {
      status: 429,
      body: { success: false, message: 'Too many attempts. Please try again later.' },
    });
    const user = userEvent.setup();
    show(ContactPage);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please try again later.',
    );
    expect((screen.getByLabelText(/Subject/) as HTMLInputElement).value).toBe('Listing my clinic');
  });
});

describe('the contact details', () => {
  it('the contact page shows the address, phone and hours of the settings, and no American office', async () => {
    serve(
      {
        ...DEFAULTS,
        supportPhone: '+92 42 3576 1234',
        supportAddress: '14 Main Boulevard, Gulberg III, Lahore',
        supportHours: 'Monday to Saturday, 10:00 AM - 7:00 PM',
      },
      { status: 500, body: {} },
    );
    show(ContactPage);
    const office = await screen.findByRole('region', { name: 'Our Office' });
    expect(await within(office).findByText('14 Main Boulevard, Gulberg III, Lahore')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+92 42 3576 1234' })).toBeTruthy();
    expect(screen.getByText('Monday to Saturday, 10:00 AM - 7:00 PM')).toBeTruthy();
    const text = document.body.textContent ?? '';
    for (const american of ['New York', 'San Francisco', 'EST', '+1 ', '555-0199']) {
      expect(text).not.toContain(american);
    }
  });

  it('by default shows the marked Pakistani example, in Urdu too', async () => {
    serve(DEFAULTS, { status: 500, body: {} });
    show(ContactPage);
    expect(
      await screen.findByText(
        'Example address (demo data): Office 1, Example Plaza, Blue Area, Islamabad',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '+92 300 0000000 (example)' })).toBeTruthy();
    cleanup();
    await activateLocale('ur');
    show(FaqPage);
    expect(await screen.findByText(/مثالی اوقات \(ڈیمو ڈیٹا\)/)).toBeTruthy();
  });
});
