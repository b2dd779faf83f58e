import { createInterface } from 'node:readline';
import { closeDb, getDbHandle } from '@/db/client';
import { createAdmin, type CreateAdminResult } from '@/lib/people/create-admin';
import { PASSWORD_RULES } from '@/lib/auth/policy';

// npm run admin:create -- --email ana@brand.example --name "Ana Lima"
// The password is asked on the terminal without echo, or read from stdin's first line when stdin
// is not a terminal (`printf '%s\n' "$PASSWORD" | npm run admin:create -- --email … --name …`).
// Never as an argument: arguments are visible to every user of the machine (ps) and kept in shell history.

const MESSAGES: Record<Exclude<CreateAdminResult, { ok: true }>['problem'], string> = {
  email: 'That is not an e-mail address.',
  name: 'A name is needed (--name "Given Family", at most 100 characters each).',
  exists: 'An account with this e-mail already exists; nothing was changed.',
  tooShort: `The password is too short: at least ${PASSWORD_RULES.minLength} characters.`,
  tooLong: `The password is too long: at most ${PASSWORD_RULES.maxLength} characters.`,
  common: 'The password is too common or too easy to guess; choose another (a few words make a good one).',
  containsEmail: 'The password contains the e-mail’s name; choose another.',
};

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await new Promise((resolve) => rl.question(question, resolve));
  } finally {
    rl.close();
  }
}

/** From a terminal: raw mode, nothing echoed. Otherwise the first line of stdin. */
async function readPassword(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let data = '';
    for await (const chunk of stdin) {
      data += String(chunk);
      if (data.includes('\n')) break;
    }
    return data.split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(value);
          return;
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('cancelled'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function main() {
  const email = arg('email') ?? (process.stdin.isTTY ? await ask('E-mail: ') : '');
  const name = (arg('name') ?? (process.stdin.isTTY ? await ask('Name (given family): ') : '')).trim();
  const [givenName = '', ...rest] = name.split(/\s+/);
  let password = await readPassword('Password (not shown): ');
  if (process.stdin.isTTY) {
    const again = await readPassword('Again: ');
    if (again !== password) {
      console.error('The two passwords differ; nothing was changed.');
      process.exitCode = 1;
      return;
    }
  }
  const { db, driver } = await getDbHandle();
  const result = await createAdmin(db, { email: email ?? '', givenName, familyName: rest.join(' '), password });
  password = '';
  if (!result.ok) {
    console.error(MESSAGES[result.problem]);
    process.exitCode = 1;
    return;
  }
  console.log(`Admin ${email.trim().toLowerCase()} created (${driver}). Sign in at /admin.`);
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDb().catch(() => {}));
