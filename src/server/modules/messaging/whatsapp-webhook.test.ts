import { describe, expect, it } from 'vitest';
import { incomingTexts, metaSignature, metaSignatureValid } from './whatsapp-webhook';

describe('the WhatsApp Cloud webhook', () => {
  it('signs the raw body with HMAC-SHA256 of the app secret, as sha256=<hex>', () => {
    // HMAC-SHA256("test") with the key "secret", a widely published vector.
    expect(metaSignature('secret', 'test')).toBe(
      'sha256=0329a06b62cd16b33eb6792be8c60b158d89a2ee3a876fce9a881ebb488c0914',
    );
    const good = metaSignature('secret', '{"a":1}');
    expect(metaSignatureValid('secret', '{"a":1}', good)).toBe(true);
    expect(metaSignatureValid('secret', '{"a":2}', good)).toBe(false);
    expect(metaSignatureValid('other', '{"a":1}', good)).toBe(false);
    expect(metaSignatureValid('secret', '{"a":1}', undefined)).toBe(false);
  });

  it('reads the text messages of every entry and change, and nothing else', () => {
    const payload = {
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              value: {
                messages: [
                  { from: '923001234567', type: 'text', text: { body: 'STOP' } },
                  { from: '923001234567', type: 'image', image: { id: 'x' } },
                ],
              },
            },
            { value: { statuses: [{ status: 'delivered' }] } },
          ],
        },
      ],
    };
    expect(incomingTexts(payload)).toEqual([{ from: '923001234567', body: 'STOP' }]);
    expect(incomingTexts(null)).toEqual([]);
    expect(incomingTexts({ entry: 'x' })).toEqual([]);
  });
});
