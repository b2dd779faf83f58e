'use client';

import { useTranslations } from 'next-intl';
import { AccountLinks } from '@/components/account/account-links';
import { SignInForm } from '@/components/account/sign-in-form';
import { StepHeading } from '@/components/ui/step-heading';
import { useRouter } from '@/lib/i18n/navigation';

/** /{locale}/account/sign-in: then "My account" (the header follows: router.refresh re-renders it). */
export function SignInPanel() {
  const t = useTranslations('AccountSelf');
  const router = useRouter();
  return (
    <section className="card narrow-card" aria-labelledby="page-h">
      <StepHeading>{t('signInTitle')}</StepHeading>
      <SignInForm
        onSignedIn={() => {
          router.push('/account');
          router.refresh();
        }}
      />
      <AccountLinks />
    </section>
  );
}
