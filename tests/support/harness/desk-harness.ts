import { vi } from 'vitest';
import type { DeskMember } from '#shared/schemas/desk';
import type { User } from '#shared/schemas/user';
import { DOCTOR, PATIENT } from './app-harness';
import { stubApi } from './route-harness';

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
