import { describe, expect, it } from 'vitest';
import { erasureMatcher } from './erasure-matcher';

const LABEL = 'Deleted patient #1a2b3c4d';
const al = erasureMatcher(
  { name: 'Al', addresses: ['al@example.pk'], phones: ['+923451234987'] },
  LABEL,
);
const aliKhan = erasureMatcher({ name: 'Ali Khan', addresses: [], phones: [] }, LABEL);

describe('the erasure matcher (ADR 139)', () => {
  it('replaces a two-letter name as a word, never inside a medicine, a diagnosis or a longer name', () => {
    const reason = 'Allergic rhinitis, Albuterol refill; referred by Ali Khan';
    expect(al.text(reason)).toBe(reason);
    expect(al.text('Al-Hassan and Khalid came; Al’s inhaler')).toBe(
      `Al-Hassan and Khalid came; ${LABEL}’s inhaler`,
    );
    expect(al.text('Al, Al. (Al)')).toBe(`${LABEL}, ${LABEL}. (${LABEL})`);
  });

  it('matches a one-word name only as spelled, a longer name in any case and spacing', () => {
    expect(al.text('AL and al')).toBe('AL and al');
    expect(aliKhan.text('ALI KHAN, ali  khan and Ali\nKhan')).toBe(
      `${LABEL}, ${LABEL} and ${LABEL}`,
    );
    expect(aliKhan.text('Ali Khanzada and Mir Ali Khan-Yousafzai')).toBe(
      'Ali Khanzada and Mir Ali Khan-Yousafzai',
    );
  });

  it('replaces an address as a whole token, in any case, and not inside a longer one', () => {
    expect(al.text('Sent to AL@Example.pk. Also sal@example.pk, al@example.pk.au')).toBe(
      `Sent to ${LABEL}. Also sal@example.pk, al@example.pk.au`,
    );
    expect(al.value('al@example.pk')).toBe(LABEL);
    expect(al.value('sal@example.pk')).toBe('sal@example.pk');
    expect(al.value('Al and friends')).toBe('Al and friends');
  });

  it('replaces a phone however it is written, and not inside a longer number', () => {
    const written = ['+923451234987', '0092 345 1234987', '0345-1234987', '3451234987'];
    for (const phone of written) expect(al.text(`call ${phone} now`)).toBe(`call ${LABEL} now`);
    expect(al.text('ref 934512349870')).toBe('ref 934512349870');
    expect(al.value('+923451234987')).toBe(LABEL);
  });

  it('rewrites the strings of JSON and never its keys', () => {
    const matcher = erasureMatcher({ name: 'Name', addresses: [], phones: [] }, LABEL);
    expect(matcher.json({ Name: 'Name', list: ['Name here', 3] })).toEqual({
      Name: LABEL,
      list: [`${LABEL} here`, 3],
    });
    const body = '{"data":{"Name":"Name"}}';
    expect(matcher.jsonText(body)).toBe(`{"data":{"Name":"${LABEL}"}}`);
    expect(matcher.jsonText('{"x": "untouched"}')).toBe('{"x": "untouched"}');
  });

  it('offers ASCII probes for the SQL filter, none for a name it cannot lower-case there', () => {
    expect(aliKhan.probes()).toEqual({ words: ['ali'], patterns: [] });
    expect(al.probes()?.patterns).toEqual(['4[^0-9]?9[^0-9]?8[^0-9]?7']);
    const urdu = erasureMatcher({ name: 'علی خان', addresses: [], phones: [] }, LABEL);
    expect(urdu.probes()).toBeNull();
    expect(urdu.text('علی خانزادہ اور علی خان')).toBe(`علی خانزادہ اور ${LABEL}`);
  });
});
