// Works around postgres.js's uncatchable `TypeError: Cannot read properties of null (reading 'write')`
// (porsager/postgres#1066, #1154, #1208; the fix proposed upstream in #1168 / #1176, not released in
// 3.4.9): a small write is deferred with setImmediate, and when the connection closes before it
// runs, `nextWrite` calls `socket.write` on null from the immediate — an uncaughtException that no
// try/catch can see (two per Postgres restart in #36). The guard drops the write: by then `closed()`
// has already failed its query with CONNECTION_CLOSED. Runs after `npm install` (postinstall);
// idempotent. Files are replaced, not written in place: node_modules may be hard-linked to other
// copies. Remove it once a postgres release carries the guard (the check below then says so).
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ORIGINAL = `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`;
const GUARDED = `  function nextWrite(fn) {
    if (socket === null) { // reprise: scripts/patch-postgres.mjs (porsager/postgres#1154)
      nextWriteTimer !== null && clearImmediate(nextWriteTimer)
      chunk = nextWriteTimer = null
      return false
    }
    const x = socket.write(chunk, fn)`;

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'node_modules', 'postgres');
for (const file of ['src/connection.js', 'cjs/src/connection.js', 'cf/src/connection.js']) {
  const full = path.join(root, file);
  const text = readFileSync(full, 'utf8');
  if (text.includes(GUARDED)) continue;
  if (!text.includes(ORIGINAL)) {
    console.warn(`patch-postgres: ${file} has changed upstream; check whether the null-socket guard is still needed`);
    continue;
  }
  const temp = `${full}.reprise-tmp`;
  writeFileSync(temp, text.replace(ORIGINAL, GUARDED));
  renameSync(temp, full);
}
