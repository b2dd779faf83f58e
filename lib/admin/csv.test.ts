import { describe, expect, it } from 'vitest';
import { csvAmount, csvDialect, csvField, csvLine, parseCsv, RFC4180, UTF8_BOM } from './csv';

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
    expect(parseCsv(UTF8_BOM + rows.map((r) => csvLine(r)).join(''))).toEqual(rows);
  });

  it('follows the reader’s locale: semicolons and decimal commas in fr, de, es; RFC 4180 on request (issue #35.9)', () => {
    const fr = csvDialect('fr');
    expect(csvLine(['a;b', 12.5, csvAmount(3, fr), 'x,y'], fr)).toBe('"a;b";12,5;3,00;x,y\r\n');
    expect(csvLine(['a;b', 12.5, 'x,y'], csvDialect('fr', 'rfc4180'))).toBe('a;b,12.5,"x,y"\r\n');
    expect(csvDialect('en')).toEqual(RFC4180);
    expect(csvDialect('de').separator).toBe(';');
    const rows = [['1', 'Zoë; "Zo"', '3,50']];
    expect(parseCsv(rows.map((r) => csvLine(r, fr)).join(''), ';')).toEqual(rows);
  });
});
