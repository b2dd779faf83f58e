import { useTranslations } from 'next-intl';
import { SignOutButton } from './sign-out-button';

/** A signed-in customer: nothing of the staff area, only a way out. */
export function NoAccess({ email }: { email: string }) {
  const t = useTranslations('Admin');
  return (
    <div className="admin-gate">
      <h1>{t('noAccess.heading')}</h1>
      <div className="card" role="alert">
        <p>{t('noAccess.body', { email })}</p>
        <SignOutButton variant="secondary" />
      </div>
    </div>
  );
}
