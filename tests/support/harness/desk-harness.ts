import { vi } from 'vitest';
import { shiftDate } from '#shared/domain/date-only';
import type { DeskMember, DeskPractice, DeskVisit } from '#shared/schemas/desk';
import type { User } from '#shared/schemas/user';
import { DOCTOR, PATIENT } from './app-harness';
import { ok, stubApi } from './route-harness';

/** The front desk's screens (issue 42): a desk member, and what the API was sent. */
export const DESK_USER: User = {
  ...PATIENT,
  _id: 'desk-1',
  name: 'Rubina Akhtar',
  email: 'rubina@example.pk',
  role: 'desk',
};

export { DOCTOR };

export const CLINIC = {
  _id: '11111111-1111-4111-8111-111111111111',
  kind: 'clinic',
  name: 'Saddar Clinic',
};
export const SECOND_CLINIC = {
  _id: '22222222-2222-4222-8222-222222222222',
  kind: 'clinic',
  name: 'Gulberg Clinic',
};
export const VIDEO = {
  _id: '33333333-3333-4333-8333-333333333333',
  kind: 'video',
  name: 'Video visits',
};

export const member = (over: Partial<DeskMember> = {}): DeskMember => ({
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Bilal Ahmed',
  email: 'bilal@example.pk',
  practiceIds: [CLINIC._id],
  status: 'active',
  ...over,
});

export type Sent = { request: string; body: unknown };

/** stubApi's routes, with every request's method, path and JSON body recorded in `sent`. */
export function recordingApi(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi(routes);
  const stubbed = globalThis.fetch;
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const text = req.method === 'GET' ? '' : await req.clone().text();
    sent.push({
      request: `${req.method} ${new URL(req.url).pathname}`,
      body: text ? JSON.parse(text) : undefined,
    });
    return stubbed(input, init);
  });
  return { ...api, sent, to: (request: string) => sent.filter((s) => s.request === request) };
}

/**
 * `GET /api/desk/day` and `GET /api/desk/days` answered from one function: the visits of a
 * practice on a date (the device's copy asks for its days in one request a practice).
 */
export function deskDayAnswers(
  practices: readonly DeskPractice[],
  visitsOn: (practiceId: string, date: string) => DeskVisit[],
) {
  const practiceOf = (url: URL) =>
    practices.find((p) => p.id === url.searchParams.get('practiceId'))!;
  return {
    'GET /api/desk/day': (url: URL) => {
      const date = url.searchParams.get('date')!;
      const practice = practiceOf(url);
      return ok({ practice, date, visits: visitsOn(practice.id, date) });
    },
    'GET /api/desk/days': (url: URL) => {
      const practice = practiceOf(url);
      const days = [];
      const to = url.searchParams.get('to')!;
      for (let date = url.searchParams.get('from')!; date <= to; date = shiftDate(date, 1)) {
        days.push({ date, visits: visitsOn(practice.id, date) });
      }
      return ok({ practice, days });
    },
  };
}
