import { describe, expect, it } from 'vitest';
import { jsonPath, lineOfPath, syntaxErrorLine } from './locate';

const text = ['[', '  {"a": 1, "b": {"c": [10, 20]}},', '  {', '    "a": "x\\"y",', '    "b": {', '      "c": [', '        1,', '        {"d": true}', '      ]', '    }', '  }', ']'].join('\n');

describe('where a path is in a JSON text', () => {
  it('finds the line of each value, past strings with quotes and nested values', () => {
    expect(JSON.parse(text)).toBeTruthy();
    expect(lineOfPath(text, [])).toBe(1);
    expect(lineOfPath(text, [0, 'b', 'c', 1])).toBe(2);
    expect(lineOfPath(text, [1])).toBe(3);
    expect(lineOfPath(text, [1, 'a'])).toBe(4);
    expect(lineOfPath(text, [1, 'b', 'c', 1, 'd'])).toBe(8);
  });

  it('gives the deepest part found for what is not there (a missing field, an index past the end)', () => {
    expect(lineOfPath(text, [1, 'b', 'missing'])).toBe(5);
    expect(lineOfPath(text, [1, 'b', 'c', 5])).toBe(6);
    expect(lineOfPath(text, [7])).toBe(1);
  });

  it('writes paths as people read them, and finds the line of a syntax error when V8 names its position', () => {
    expect(jsonPath([2, 'subServices', 0, 'price', 'EUR'])).toBe('$[2].subServices[0].price.EUR');
    expect(jsonPath(['a-b'])).toBe('$["a-b"]');
    const broken = '{\n  "a": 1,,\n}';
    const error = (() => { try { JSON.parse(broken); } catch (e) { return e; } })();
    expect(syntaxErrorLine(broken, error)).toBe(2);
    expect(syntaxErrorLine(broken, new Error('Unexpected token'))).toBeNull();
  });
});
