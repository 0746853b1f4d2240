import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../env';
import { GRAPH_API, messagingNotice, parseMessagingUrl, TWILIO_API } from './messaging-url';

const SID = 'AC0123456789abcdef0123456789abcdef';
const env = (MESSAGING_URL: string) =>
  loadEnv({ NODE_ENV: 'test', DATABASE_URL: 'memory://', MESSAGING_URL });

describe('MESSAGING_URL', () => {
  it('reads Twilio: account, token, the SMS sender and the WhatsApp one', () => {
    expect(parseMessagingUrl(`twilio://${SID}:tok%2Fen@+14155550100`)).toEqual({
      kind: 'twilio',
      accountSid: SID,
      authToken: 'tok/en',
      from: '+14155550100',
      whatsappFrom: '+14155550100',
      api: TWILIO_API,
    });
    const wa = parseMessagingUrl(
      `twilio://${SID}:t@+14155550100?whatsappFrom=%2B14155238886&api=http://127.0.0.1:9/`,
    );
    expect(wa).toMatchObject({ whatsappFrom: '+14155238886', api: 'http://127.0.0.1:9' });
  });

  it('reads the WhatsApp Cloud API and a generic webhook', () => {
    expect(parseMessagingUrl('whatsapp://106540352242922:EAAG@graph.facebook.com')).toEqual({
      kind: 'whatsapp-cloud',
      phoneNumberId: '106540352242922',
      accessToken: 'EAAG',
      api: GRAPH_API,
      version: 'v21.0',
      appSecret: null,
      verifyToken: null,
    });
    expect(
      parseMessagingUrl('whatsapp://1:t@graph.facebook.com?appSecret=s3cret&verifyToken=v'),
    ).toMatchObject({ appSecret: 's3cret', verifyToken: 'v' });
    expect(parseMessagingUrl('https://secret@sms.example.pk/api/send?x=1')).toEqual({
      kind: 'webhook',
      url: 'https://sms.example.pk/api/send?x=1',
      token: 'secret',
    });
    expect(parseMessagingUrl('https://sms.example.pk/send')).toMatchObject({ token: null });
  });

  it('stops the server with a message naming the variable and what is wrong', () => {
    const cases: [string, string][] = [
      ['smtp://mail.example', 'must be a twilio://, whatsapp:// or https:// URL'],
      ['not a url', 'must be a twilio://, whatsapp:// or https:// URL'],
      [`twilio://${SID}@+14155550100`, 'twilio:// needs ACCOUNT_SID:AUTH_TOKEN@FROM_NUMBER'],
      [`twilio://${SID}:t@03001234567`, 'twilio:// needs the sending numbers in E.164'],
      ['whatsapp://abc:t@graph.facebook.com', 'whatsapp:// needs PHONE_NUMBER_ID:ACCESS_TOKEN'],
      ['whatsapp://1:t@graph.facebook.com?version=21', 'version= must read like v21.0'],
      [`twilio://${SID}:t@+14155550100?api=ftp://x`, 'api= must be an http(s) URL'],
    ];
    for (const [url, message] of cases) {
      expect(() => env(url), url).toThrow(EnvError);
      expect(() => env(url), url).toThrow(`Invalid configuration: MESSAGING_URL ${message}`);
    }
  });

  it('unset: no transport, messages are kept in the local outbox', () => {
    expect(loadEnv({ NODE_ENV: 'test', DATABASE_URL: 'memory://' }).messaging).toBeUndefined();
  });
});

describe('the start-up notice', () => {
  it('says where texts go, or where the local outbox is read and that production turns it off', () => {
    expect(
      messagingNotice(parseMessagingUrl(`twilio://${SID}:t@+14155550100`), 'production'),
    ).toContain('go through twilio');
    expect(
      messagingNotice(parseMessagingUrl('https://t@sms.example.pk/send'), 'development'),
    ).toContain('go through sms.example.pk');
    expect(messagingNotice(undefined, 'development')).toContain('GET /api/dev/messages');
    expect(messagingNotice(undefined, 'production')).toContain('is off (production)');
  });
});
