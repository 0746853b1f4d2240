import { describe, expect, it } from 'vitest';
import { webAddress } from '#shared/domain/web-address';

describe('a doctor’s website', () => {
  it('becomes a link a patient can follow, https added when the doctor leaves it out', () => {
    expect(webAddress('www.heartclinic.pk')).toBe('https://www.heartclinic.pk');
    expect(webAddress(' heartclinic.com.pk/about ')).toBe('https://heartclinic.com.pk/about');
    expect(webAddress('http://clinic.pk')).toBe('http://clinic.pk');
    expect(webAddress('HTTPS://Clinic.PK/Dr-Ayesha?lang=ur')).toBe(
      'HTTPS://Clinic.PK/Dr-Ayesha?lang=ur',
    );
  });

  it('is refused when it could not be a public site or could run code on a page', () => {
    for (const bad of [
      '',
      'clinic',
      'localhost:3000',
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://clinic.pk',
      'mailto:dr@clinic.pk',
      'https://user:pass@clinic.pk',
      'https://clinic .pk',
      'https://192.168.0.1',
      'https://',
    ]) {
      expect(webAddress(bad), bad).toBeNull();
    }
  });
});
