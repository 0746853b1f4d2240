import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '#server/lib/csv';

describe('CSV export', () => {
  it('quotes fields with commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('Khan, Ali')).toBe('"Khan, Ali"');
    expect(csvCell('Ali "AK" Khan')).toBe('"Ali ""AK"" Khan"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+92 300')).toBe("'+92 300");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tTab')).toBe("'\tTab");
  });

  it('writes numbers as numbers (a negative amount stays a number) and empty for missing', () => {
    expect(csvCell(-1500)).toBe('-1500');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('ends every line, the header included, with CRLF', () => {
    expect(
      toCsv(
        ['A', 'B'],
        [
          ['1', 2],
          [null, 'x,y'],
        ],
      ),
    ).toBe('A,B\r\n1,2\r\n,"x,y"\r\n');
  });
});
