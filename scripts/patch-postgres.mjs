// Two fixes to postgres.js 3.4.9 (the latest release), applied after `npm install` (postinstall);
// idempotent. Files are replaced, not written in place: node_modules may be hard-linked to other
// copies. Remove each once a postgres release carries it (the check below then says so).
//
// 1. The uncatchable `TypeError: Cannot read properties of null (reading 'write')`
//    (porsager/postgres#1066, #1154, #1208; the fix proposed upstream in #1168 / #1176): a small
//    write is deferred with setImmediate, and when the connection closes before it runs,
//    `nextWrite` calls `socket.write` on null from the immediate — an uncaughtException that no
//    try/catch can see (two per Postgres restart in #36). The guard drops the write: by then
//    `closed()` has already failed its query with CONNECTION_CLOSED.
// 2. A connection that never works again after a close with a write pending (#36.1,
//    docs/operations.md#reconnection): `closed()` cancels the deferred write with clearImmediate
//    but leaves `nextWriteTimer` set and the unsent `chunk` in place. On reconnect, `write()` sees
//    a timer "already scheduled" and only appends: the StartupMessage is never sent, the connect
//    times out after connect_timeout (3 s) failing the query it was opened for, and it reconnects
//    into the same state, one failed request every ~3.5 s for as long as the load lasts
//    (tests/operations/reconnect.pg.test.ts reproduced it one run in four). Reset both when the socket
//    closes: the unsent bytes belonged to queries that closed() fails anyway.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PATCHES = [
  {
    name: 'null-socket guard in nextWrite (porsager/postgres#1154)',
    original: `  function nextWrite(fn) {
    const x = socket.write(chunk, fn)`,
    patched: `  function nextWrite(fn) {
    if (socket === null) { // reprise: scripts/patch-postgres.mjs (porsager/postgres#1154)
      nextWriteTimer !== null && clearImmediate(nextWriteTimer)
      chunk = nextWriteTimer = null
      return false
    }
    const x = socket.write(chunk, fn)`,
  },
  {
    name: 'closed() forgets the cancelled deferred write',
    original: `    clearImmediate(nextWriteTimer)
    socket.removeListener('data', data)`,
    patched: `    clearImmediate(nextWriteTimer)
    chunk = nextWriteTimer = null // reprise: scripts/patch-postgres.mjs (a reconnect must send its StartupMessage)
    socket.removeListener('data', data)`,
  },
];

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'node_modules', 'postgres');
for (const file of ['src/connection.js', 'cjs/src/connection.js', 'cf/src/connection.js']) {
  const full = path.join(root, file);
  const before = readFileSync(full, 'utf8');
  let text = before;
  for (const patch of PATCHES) {
    if (text.includes(patch.patched)) continue;
    if (!text.includes(patch.original)) {
      console.warn(`patch-postgres: ${file} has changed upstream; check whether "${patch.name}" is still needed`);
      continue;
    }
    text = text.replace(patch.original, patch.patched);
  }
  if (text === before) continue;
  const temp = `${full}.reprise-tmp`;
  writeFileSync(temp, text);
  renameSync(temp, full);
}
