/**
 * After a failed submit, moves the focus to the first invalid control (next frame, once the
 * errors have rendered). With a `scope` (a selector), only that form's controls count, and a
 * control inside a field marked `.has-error` (a radio or checkbox group) counts too.
 */
export function focusFirstError(scope?: string): void {
  const selector = scope
    ? `${scope} [aria-invalid="true"], ${scope} .has-error input, ${scope} .has-error select`
    : '[aria-invalid="true"]';
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
}
