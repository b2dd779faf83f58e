import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { messageErrorHandler } from './missing';

const messages = { A: { here: 'Here', counted: '{n, plural, one {# item} other {# items}}' } };

describe('missing messages (docs/decisions.md#messages)', () => {
  it('fail in tests and e2e: the raw key never reaches a page, e-mail or PDF', () => {
    const t = createTranslator({ locale: 'en', messages, onError: messageErrorHandler(true) });
    expect(t('A.here')).toBe('Here');
    expect(() => t('A.gone' as never)).toThrow(/A\.gone/);
  });

  it('are logged, not thrown, in production: one missing word does not take a page down', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const t = createTranslator({ locale: 'en', messages, onError: messageErrorHandler(false) });
      expect(t('A.gone' as never)).toBe('A.gone');
      expect(log).toHaveBeenCalledOnce();
    } finally {
      log.mockRestore();
    }
  });
});
