/**
 * A problem type's detail message as the reference page shows it: each `{placeholder}` of the
 * message filled with a sample, whatever its name (a fixed list left `{version}` as "undefined").
 *
 * The message comes as ICU text in tests and as next-intl's precompiled form in a production
 * build (next.config.mjs `precompile: true`): an array of literal strings and argument nodes whose
 * first element is the argument's name (`["Now at version ", ["version"], "."]`), plural and
 * select options holding messages of their own. Both are read.
 */
const SAMPLES: Record<string, string> = { method: 'METHOD', seconds: 'N' };

export function problemDetailParams(message: unknown): Record<string, string> {
  return Object.fromEntries([...argumentNames(message)].map((name) => [name, SAMPLES[name] ?? '…']));
}

function argumentNames(message: unknown, names = new Set<string>()): Set<string> {
  if (typeof message === 'string') {
    for (const [, name] of message.matchAll(/\{(\w+)[,}]/g)) names.add(name!);
  } else if (Array.isArray(message)) {
    for (const part of message) {
      if (typeof part === 'string') argumentNames(part, names);
      else if (Array.isArray(part) && typeof part[0] === 'string') {
        names.add(part[0]);
        for (const options of part.slice(1)) {
          if (options && typeof options === 'object' && !Array.isArray(options)) for (const option of Object.values(options)) argumentNames(option, names);
        }
      }
    }
  }
  return names;
}
