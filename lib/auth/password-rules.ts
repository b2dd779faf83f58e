import { COMMON_PASSWORDS } from './common-passwords';
import { PASSWORD_RULES } from './policy';

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common' | 'containsEmail';

/**
 * NIST 800-63B / ASVS 6.2: length 8–256, no composition rules, refuse passwords that
 * are common, trivially repetitive or sequential, or that contain the email's name.
 */
export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_RULES.minLength) return 'tooShort';
  if (length > PASSWORD_RULES.maxLength) return 'tooLong';
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || isRepetitive(lower) || isSequential(lower)) return 'common';
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local)) return 'containsEmail';
  return null;
}

function isRepetitive(value: string): boolean {
  // "aaaaaaaa", "abababab", "abcabcabc"
  for (let size = 1; size <= 3; size++) {
    const unit = value.slice(0, size);
    if (unit.repeat(Math.ceil(value.length / size)).slice(0, value.length) === value) return true;
  }
  return false;
}

function isSequential(value: string): boolean {
  const codes = [...value].map((c) => c.codePointAt(0)!);
  const steps = new Set(codes.slice(1).map((c, i) => c - codes[i]!));
  return steps.size === 1 && [...steps].every((s) => Math.abs(s) === 1);
}
