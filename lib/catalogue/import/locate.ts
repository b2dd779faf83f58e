/**
 * Where a path (`[3, 'subServices', 2, 'price']`) starts in a JSON text, as a 1-based line: the
 * import names the line of each problem (docs/back-office.md#catalogue-import). A key the text
 * lacks (a missing field) gives the line of the deepest part found. Only called on a file with a
 * problem, on text that JSON.parse accepted.
 */
export function lineOfPath(text: string, path: readonly PropertyKey[]): number {
  let i = 0;
  const ws = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\n' || text[i] === '\r' || text[i] === '\t')) i++;
  };
  const skipString = () => {
    i++;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
  };
  const skipValue = () => {
    ws();
    if (text[i] === '"') return skipString();
    if (text[i] !== '{' && text[i] !== '[') {
      while (i < text.length && !',]} \n\r\t'.includes(text[i]!)) i++;
      return;
    }
    let depth = 0;
    do {
      const c = text[i];
      if (c === '"') {
        skipString();
        continue;
      }
      if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') depth--;
      i++;
    } while (depth > 0 && i < text.length);
  };
  /** Moves into the container at `i` to the value of `key`; false when it is not there. */
  const enter = (key: PropertyKey): boolean => {
    ws();
    if (typeof key === 'number' && text[i] === '[') {
      i++;
      for (let n = 0; n < key; n++) {
        skipValue();
        ws();
        if (text[i] !== ',') return false;
        i++;
      }
      ws();
      return text[i] !== ']';
    }
    if (typeof key !== 'string' || text[i] !== '{') return false;
    i++;
    for (;;) {
      ws();
      if (text[i] !== '"') return false;
      const start = i;
      skipString();
      const name = JSON.parse(text.slice(start, i)) as string;
      ws();
      i++; // the colon
      ws();
      if (name === key) return true;
      skipValue();
      ws();
      if (text[i] !== ',') return false;
      i++;
    }
  };
  let found = 0;
  for (const key of path) {
    const before = i;
    if (!enter(key)) {
      i = before;
      break;
    }
    found = i;
  }
  ws();
  const at = found || i;
  let line = 1;
  for (let k = 0; k < at && k < text.length; k++) if (text[k] === '\n') line++;
  return line;
}

/** `$[3].subServices[2].price`: a path as people read it. */
export const jsonPath = (path: readonly PropertyKey[]) =>
  '$' + path.map((k) => (typeof k === 'number' ? `[${k}]` : /^[A-Za-z_$][\w$]*$/.test(String(k)) ? `.${String(k)}` : `[${JSON.stringify(String(k))}]`)).join('');

/** The line of a JSON.parse failure, from the position V8 names in most of its messages (null when it names none). */
export function syntaxErrorLine(text: string, error: unknown): number | null {
  const match = /position (\d+)/.exec(error instanceof Error ? error.message : '');
  if (!match) return null;
  const at = Number(match[1]);
  let line = 1;
  for (let k = 0; k < at && k < text.length; k++) if (text[k] === '\n') line++;
  return line;
}
