/**
 * The back office's one-line-per-entry fields (docs/back-office.md#places), both ways: what the
 * textarea shows, and what it sends. Pure; a line that is not understood gives its number, and
 * the server's schema decides the rest (unknown zone, hours closing before opening…).
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; line: number };

const time = (t: string) => t.replace(/h/i, ':').padStart(5, '0');
const lines = (text: string) => text.split(/\r?\n/).map((l) => l.trim()).map((l, i) => ({ l, n: i + 1 })).filter(({ l }) => l !== '');

function each<T>(text: string, parse: (l: string) => T | null): Parsed<T[]> {
  const out: T[] = [];
  for (const { l, n } of lines(text)) {
    const v = parse(l);
    if (v === null) return { ok: false, line: n };
    out.push(v);
  }
  return { ok: true, value: out };
}

export const areasText = (areas: { country: string; zipPrefix: string }[]) => areas.map((a) => `${a.country} ${a.zipPrefix}`.trim()).join('\n');
export const parseAreas = (text: string) =>
  each(text, (l) => {
    const m = /^([A-Za-z]{2})(?:\s+([A-Za-z0-9 ]{1,10}))?$/.exec(l);
    return m ? { country: m[1]!.toUpperCase(), zipPrefix: (m[2] ?? '').trim().toUpperCase() } : null;
  });

export const hoursText = (hours: { day: number; opens: string; closes: string }[]) => hours.map((h) => `${h.day} ${h.opens}-${h.closes}`).join('\n');
export const parseHours = (text: string) =>
  each(text, (l) => {
    const m = /^([1-7])\s+(\d{1,2}[:h]\d{2})\s*[-–]\s*(\d{1,2}[:h]\d{2})$/i.exec(l);
    return m ? { day: Number(m[1]), opens: time(m[2]!), closes: time(m[3]!) } : null;
  });

export const closuresText = (closures: { from: string; to: string; note: string }[]) => closures.map((c) => `${c.from} ${c.to} ${c.note}`.trim()).join('\n');
export const parseClosures = (text: string) =>
  each(text, (l) => {
    const m = /^(\d{4}-\d{2}-\d{2})(?:\s+(\d{4}-\d{2}-\d{2}))?(?:\s+(.*))?$/.exec(l);
    return m ? { from: m[1]!, to: m[2] ?? m[1]!, note: (m[3] ?? '').trim() } : null;
  });

export const parseTimes = (text: string): Parsed<string[]> => {
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  const bad = parts.findIndex((p) => !/^\d{1,2}[:h]\d{2}$/i.test(p));
  return bad >= 0 ? { ok: false, line: bad + 1 } : { ok: true, value: parts.map(time) };
};
