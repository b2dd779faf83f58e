import { describe, expect, it } from 'vitest';
import { MAX_PRICE_LINES, priceCsv, readPriceCsv, type PricedSubService } from './price-csv';

// docs/back-office.md#price-lists: what an import refuses, with the line (1 is the header), and what it reads.
const catalogue: PricedSubService[] = [
  { id: 'hem', category: 'Trousers', atelier: 'Atelier Montorgueil', subService: 'Hem', price: { EUR: 1400, GBP: 1200 } },
  { id: 'zip', category: 'Jackets', atelier: 'Atelier Montorgueil', subService: 'Zip', price: { EUR: 2500 } },
];
const HEADER = 'sub_service_id,category,atelier,sub_service,currency,price\r\n';
const utf8 = (text: string) => new TextEncoder().encode(text);
const codes = (text: string | Uint8Array) => readPriceCsv(typeof text === 'string' ? utf8(text) : text, catalogue).errors.map((e) => [e.line, e.code]);

describe('price list import', () => {
  it('a formula in any cell is refused with its line: = + - @, tab or CR first, also after spaces', () => {
    const file = HEADER + [
      'hem,=SUM(A1),a,b,EUR,15.00', 'hem,+33123,a,b,GBP,12.00', 'zip,-2+3,a,b,EUR,25.00', 'zip,@cmd,a,b,EUR,25.00',
      'zip,"\tTAB",a,b,EUR,25.00', 'zip,  =1+1,a,b,EUR,25.00', 'zip,a,b,c,EUR,+25.00',
    ].join('\r\n');
    expect(codes(file)).toEqual([[2, 'formula'], [3, 'formula'], [4, 'formula'], [5, 'formula'], [6, 'formula'], [7, 'formula'], [8, 'formula']]);
  });

  it('our own export reads back with no error, whatever the names (a name like "-20 %" is exported with an apostrophe)', () => {
    const named = catalogue.map((c) => ({ ...c, subService: `-20 % ${c.subService}`, category: '=Trousers', atelier: '@atelier' }));
    const read = readPriceCsv(utf8(priceCsv(named)), named);
    expect(read.errors).toEqual([]);
    expect(read.changes).toEqual([]);
    expect(read.lines).toBe(3);
  });

  it('UTF-8 with or without the BOM is read; Latin-1 / Windows-1252 and UTF-16 are refused as a whole (line 0)', () => {
    const body = HEADER + 'hem,Vêtements,Atelier Montorgueil,Ourlet à la main,EUR,15.00\r\n';
    expect(readPriceCsv(utf8(`\uFEFF${body}`), catalogue)).toMatchObject({ errors: [], changes: [{ line: 2, subServiceId: 'hem', currency: 'EUR', from: 1400, to: 1500 }] });
    expect(readPriceCsv(utf8(body), catalogue)).toMatchObject({ errors: [], changes: [{ line: 2, to: 1500 }] });
    expect(codes(new Uint8Array(Buffer.from(body, 'latin1')))).toEqual([[0, 'encoding']]);
    expect(codes(new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(body, 'utf16le')])))).toEqual([[0, 'encoding']]);
  });

  it(`${MAX_PRICE_LINES.toLocaleString('en')} data lines or more are refused; one fewer is read`, () => {
    expect(codes(HEADER + 'hem,a,b,c,EUR,14.00\r\n'.repeat(MAX_PRICE_LINES))).toEqual([[MAX_PRICE_LINES + 1, 'too_many_lines']]);
    const below = readPriceCsv(utf8(HEADER + 'nope,a,b,c,EUR,14.00\r\n'.repeat(MAX_PRICE_LINES - 1)), catalogue);
    expect(below.lines).toBe(MAX_PRICE_LINES - 1);
    expect(below.errors[0]).toEqual({ line: 2, code: 'unknown_id', value: 'nope' });
  });

  it('unknown ids, negative or non-numeric prices, a currency the catalogue does not use or the sub-service is not sold in, duplicates: each on its line', () => {
    const file = HEADER + [
      'nope,a,b,c,EUR,1.00', 'hem,a,b,c,EUR,-3.00', 'hem,a,b,c,EUR,twelve', 'hem,a,b,c,EUR,"12,50"', 'hem,a,b,c,EUR,1e3', 'hem,a,b,c,JPY,1000',
      'zip,a,b,c,GBP,20.00', 'hem,a,b,c,eur,16.00', 'hem,a,b,c,EUR,17.00', 'hem,a,b,c',
    ].join('\r\n');
    expect(codes(file)).toEqual([
      [2, 'unknown_id'], [3, 'negative_price'], [4, 'not_a_price'], [5, 'not_a_price'], [6, 'not_a_price'], [7, 'unknown_currency'],
      [8, 'not_sold_in_currency'], [10, 'duplicate'], [11, 'columns'],
    ]);
  });
});
