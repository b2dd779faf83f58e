/**
 * A problem type's detail message as the reference page shows it: each `{placeholder}` of the
 * message filled with a sample, whatever its name (a fixed list left `{version}` as "undefined").
 */
const SAMPLES: Record<string, string> = { method: 'METHOD', seconds: 'N' };

export function problemDetailParams(message: string): Record<string, string> {
  return Object.fromEntries([...message.matchAll(/\{(\w+)[,}]/g)].map(([, name]) => [name!, SAMPLES[name!] ?? '…']));
}
