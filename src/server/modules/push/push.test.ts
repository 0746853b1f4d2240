import { describe, expect, it } from 'vitest';
import { checkEndpoint } from './push.service';
import { isRefusedAddress, pinnedLookup } from './push-address';
import { pushPayload } from './push-sender';

const taken = (endpoint: string, allowLoopback: boolean) => {
  try {
    checkEndpoint(endpoint, allowLoopback);
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
  ])('takes a push service’s https address %s whatever the setting', (endpoint) => {
    expect([taken(endpoint, false), taken(endpoint, true)]).toEqual([true, true]);
  });

  it.each([
    'http://127.0.0.3:4000/stub',
    'http://localhost:4000/stub',
    'http://[::1]:4000/stub',
    'https://127.0.0.1/x',
  ])('takes the loopback stub %s only with PUSH_ALLOW_LOOPBACK', (endpoint) => {
    expect([taken(endpoint, true), taken(endpoint, false)]).toEqual([true, false]);
  });

  it.each([
    'https://localhost/x',
    'https://db.localhost/x',
    'https://10.0.0.5/x',
    'https://172.20.1.1/x',
    'https://192.168.1.10/x',
    'https://100.64.0.1/x',
    'https://169.254.169.254/latest/meta-data',
    'https://0.0.0.0/x',
    'https://[fd00::1]/x',
    'https://[fe80::1]/x',
    'https://[::ffff:10.0.0.5]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://2130706433/x',
  ])('refuses %s: the server would post inside its own network', (endpoint) => {
    expect(taken(endpoint, false)).toBe(false);
  });

  it.each([
    'https://10.0.0.5/x',
    'https://169.254.169.254/x',
    'http://push.example.com/x',
    'http://10.0.0.5/x',
    'ftp://push.example.com/x',
    'ftp://localhost/x',
    'https://user:secret@push.example.com/x',
    'http://user:secret@127.0.0.3/x',
  ])('refuses %s even with PUSH_ALLOW_LOOPBACK', (endpoint) => {
    expect(taken(endpoint, true)).toBe(false);
  });
});

describe('the addresses a push may go to', () => {
  it.each([
    '10.1.2.3',
    '172.31.255.255',
    '192.168.0.1',
    '100.127.0.1',
    '127.0.0.1',
    '169.254.1.1',
    '0.1.2.3',
    '::1',
    'fc00::1',
    'fdff::1',
    'fe80::abcd',
    '::ffff:192.168.1.1',
    '::ffff:c0a8:101',
    '::',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isRefusedAddress(address, false)).toBe(true);
  });

  it.each(['142.250.1.1', '172.32.0.1', '100.128.0.1', '2a00:1450:4001::1', '::ffff:8.8.8.8'])(
    'takes the public %s',
    (address) => {
      expect(isRefusedAddress(address, false)).toBe(false);
    },
  );

  it('lets loopback, and only loopback, in with PUSH_ALLOW_LOOPBACK', () => {
    const allowed = ['127.0.0.3', '::1', '::ffff:127.0.0.1', '10.0.0.1', 'fd00::1'].map(
      (a) => !isRefusedAddress(a, true),
    );
    expect(allowed).toEqual([true, true, true, false, false]);
  });

  it('connects only to the addresses that were checked, by the family asked for', () => {
    const lookup = pinnedLookup([
      { address: '142.250.1.1', family: 4 },
      { address: '2a00:1450:4001::1', family: 6 },
    ]);
    const answers: unknown[] = [];
    lookup('push.example.com', { all: true }, (error, address) => answers.push([error, address]));
    lookup('push.example.com', { family: 6 }, (error, address, family) =>
      answers.push([error, address, family]),
    );
    lookup('push.example.com', { family: 4, all: true }, (_e, address) => answers.push(address));
    expect(answers).toEqual([
      [
        null,
        [
          { address: '142.250.1.1', family: 4 },
          { address: '2a00:1450:4001::1', family: 6 },
        ],
      ],
      [null, '2a00:1450:4001::1', 6],
      [{ address: '142.250.1.1', family: 4 }],
    ]);
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
