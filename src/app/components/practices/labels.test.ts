import { describe, expect, it } from 'vitest';
import { practiceName } from './labels';

const urdu = (id: string) => (id === 'Video consultation' ? 'ویڈیو مشاورت' : id);

describe('a practice’s name on screen', () => {
  it('a video practice left with the default name reads in the reader’s language', () => {
    expect(practiceName({ kind: 'video', name: 'Video consultation' }, urdu)).toBe('ویڈیو مشاورت');
  });

  it('any other name stays as the doctor typed it, a clinic’s too', () => {
    expect(practiceName({ kind: 'video', name: 'Dr. Saima online' }, urdu)).toBe(
      'Dr. Saima online',
    );
    expect(practiceName({ kind: 'clinic', name: 'Video consultation' }, urdu)).toBe(
      'Video consultation',
    );
  });
});
