import { describe, expect, it } from 'vitest';
import { csvField, csvLine, parseCsv, UTF8_BOM } from './csv';

describe('CSV', () => {
  it('quotes what needs quoting and neutralises formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField('+33612345678')).toBe("'+33612345678");
    expect(csvField('@x,y')).toBe('"\'@x,y"');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvLine(['a', 1, 'b c'])).toBe('a,1,b c\r\n');
  });

  it('parses back what it writes, BOM included', () => {
    const rows = [
      ['id', 'name', 'note'],
      ['1', 'Zoë, "Zo"', 'line one\r\nline two'],
      ['2', '', 'ünïcödé €'],
    ];
    expect(parseCsv(UTF8_BOM + rows.map(csvLine).join(''))).toEqual(rows);
  });
});
