'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

/** Under a sign-in form: the way to a new password and to a new account (docs/decisions.md#accounts). */
export function AccountLinks() {
  const t = useTranslations('AccountSelf');
  return (
    <ul className="plain-list account-links">
      <li>
        <Link href="/account/forgot-password">{t('forgotLink')}</Link>
      </li>
      <li>
        {t('noAccount')} <Link href="/account/sign-up">{t('signUpLink')}</Link>
      </li>
    </ul>
  );
}
