/** Longest stored original name, in characters (the extension is kept when cutting). */
export const MAX_NAME_LENGTH = 120;

// C0/C1 controls, DEL, bidi overrides and isolates (a name such as "gpj.exe" shown reversed),
// zero-width characters and the BOM, and characters that mean something in paths or shells.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff<>:"/\\|?*]/g;

/**
 * The client's file name, made safe to store and show: the last path segment only,
 * Unicode NFC, no control/bidi/path characters, no leading dots, bounded length.
 * It is a label: nothing is ever stored or served under it.
 */
export function sanitiseFileName(raw: string | undefined | null, fallback = 'photo'): string {
  const last = (raw ?? '').split(/[/\\]/).pop() ?? '';
  let name = last.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').trim();
  if (!name) return fallback;
  const chars = Array.from(name);
  if (chars.length > MAX_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 ? Array.from(name.slice(dot)) : [];
    const keep = ext.length > 0 && ext.length <= 10 ? ext : [];
    name = chars.slice(0, MAX_NAME_LENGTH - keep.length).join('').trimEnd() + keep.join('');
  }
  return name;
}
