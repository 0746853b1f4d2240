import { describe, expect, it } from 'vitest';
import { iceServersFor, parseIceUrls, turnCredentials } from './ice-servers';

const userId = '7b0c1e8a-7d2f-4c55-9a57-0f3f5a1d2e11';
const unix = (d: Date) => d.getTime() / 1000;

describe('TURN credentials (coturn use-auth-secret)', () => {
  it('name the expiry and the user, and sign the name with HMAC-SHA1 of the secret', () => {
    const closesAt = new Date('2026-12-01T11:30:00Z');
    const { username, credential } = turnCredentials('s3cret', userId, closesAt);
    expect(username).toBe(`${unix(closesAt)}:${userId}`);
    // What `openssl dgst -sha1 -hmac s3cret -binary | base64` answers for this name, as coturn
    // computes it.
    expect(username).toBe('1796124600:7b0c1e8a-7d2f-4c55-9a57-0f3f5a1d2e11');
    expect(credential).toBe('EZ00akk2cbeiNsOghRkFYeOf1Go=');
    expect(turnCredentials('other', userId, closesAt).credential).not.toBe(credential);
  });

  it('expire when the room closes, however far that is, rounded up to the second', () => {
    const late = new Date('2026-12-03T10:00:00.400Z');
    const { username } = turnCredentials('s3cret', userId, late);
    expect(Number(username.split(':')[0])).toBe(Math.ceil(unix(late)));
  });

  it('iceServers is empty without settings, and TURN needs its secret and an open room', () => {
    const closesAt = new Date('2026-12-01T11:30:00Z');
    expect(iceServersFor({ stunUrls: [], turnUrls: [] }, userId, closesAt)).toEqual([]);
    const stunOnly = { stunUrls: ['stun:stun.example.pk:3478'], turnUrls: ['turn:t.example.pk'] };
    expect(iceServersFor(stunOnly, userId, closesAt)).toEqual([
      { urls: ['stun:stun.example.pk:3478'] },
    ]);
    const both = iceServersFor({ ...stunOnly, turnSecret: 'x' }, userId, closesAt);
    expect(both[1]).toMatchObject({ urls: ['turn:t.example.pk'], username: expect.any(String) });
    expect(JSON.stringify(both)).not.toContain('"x"');
    expect(iceServersFor({ ...stunOnly, turnSecret: 'x' }, userId, undefined)).toEqual([
      { urls: ['stun:stun.example.pk:3478'] },
    ]);
  });

  it('reads comma-separated URLs and names the first that is not one', () => {
    expect(
      parseIceUrls('turn:a.pk:3478, turns:a.pk:5349?transport=tcp', ['turn', 'turns']),
    ).toEqual(['turn:a.pk:3478', 'turns:a.pk:5349?transport=tcp']);
    expect(parseIceUrls('turn:a.pk,https://a.pk', ['turn', 'turns'])).toEqual({
      bad: 'https://a.pk',
    });
    expect(parseIceUrls('turn:a.pk', ['stun', 'stuns'])).toEqual({ bad: 'turn:a.pk' });
  });
});
