import { describe, expect, it } from 'vitest';
import { checkEndpoint } from './push.service';
import { pushPayload } from './push-sender';

const taken = (endpoint: string, production: boolean) => {
  try {
    checkEndpoint(endpoint, production);
    return true;
  } catch {
    return false;
  }
};

describe('the push endpoint a browser hands the server', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/abc',
  ])('takes a push service’s https address %s everywhere', (endpoint) => {
    expect([taken(endpoint, true), taken(endpoint, false)]).toEqual([true, true]);
  });

  it.each(['http://127.0.0.3:4000/stub', 'http://localhost:4000/stub', 'http://[::1]:4000/stub'])(
    'takes a loopback http:// stub %s outside production only',
    (endpoint) => {
      expect([taken(endpoint, false), taken(endpoint, true)]).toEqual([true, false]);
    },
  );

  it.each([
    'https://127.0.0.1/x',
    'https://localhost/x',
    'https://10.0.0.5/x',
    'https://172.20.1.1/x',
    'https://192.168.1.10/x',
    'https://169.254.169.254/latest/meta-data',
    'https://[fd00::1]/x',
    'https://db.localhost/x',
  ])('refuses %s in production: the server would post inside its own network', (endpoint) => {
    expect(taken(endpoint, true)).toBe(false);
  });

  it.each([
    'http://push.example.com/x',
    'http://10.0.0.5/x',
    'ftp://push.example.com/x',
    'https://user:secret@push.example.com/x',
  ])('refuses %s everywhere', (endpoint) => {
    expect([taken(endpoint, false), taken(endpoint, true)]).toEqual([false, false]);
  });
});

describe('the push payload', () => {
  it('is the kind and the id and nothing else', () => {
    const message = {
      kind: 'APPOINTMENT_REMINDER',
      id: '6f1c3a52-8a31-4a5e-9a43-2f0d5b8f7c11',
      doctorName: 'Dr. Ayesha Khan',
      params: { reason: 'Chest pain' },
    };
    expect(JSON.parse(pushPayload(message))).toEqual({
      kind: 'APPOINTMENT_REMINDER',
      id: '6f1c3a52-8a31-4a5e-9a43-2f0d5b8f7c11',
    });
  });
});
