import { describe, expect, it } from 'vitest';
import { twilioSignature, twilioSignatureValid } from './twilio-signature';

// Twilio's documented example: this URL, these fields and the auth token 12345.
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const FIELDS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+12349013030',
  Digits: '1234',
  From: '+12349013030',
  To: '+18005551212',
};

describe('the Twilio webhook signature', () => {
  it('matches the signature of Twilio’s documented example', () => {
    expect(twilioSignature('12345', URL, FIELDS)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('refuses a missing signature, another token, or a changed field', () => {
    const good = twilioSignature('12345', URL, FIELDS);
    expect(twilioSignatureValid('12345', URL, FIELDS, good)).toBe(true);
    expect(twilioSignatureValid('12345', URL, FIELDS, undefined)).toBe(false);
    expect(twilioSignatureValid('54321', URL, FIELDS, good)).toBe(false);
    expect(twilioSignatureValid('12345', URL, { ...FIELDS, Digits: '4321' }, good)).toBe(false);
  });
});
