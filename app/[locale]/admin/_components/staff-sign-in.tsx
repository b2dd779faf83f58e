'use client';

import { useTranslations } from 'next-intl';
import { SignInForm } from '@/components/account/sign-in-form';
import { StepHeading } from '@/components/ui/step-heading';
import { useRouter } from '@/lib/i18n/navigation';

/** Sign-in for staff (and, with its own words, the atelier's); the server then decides what the account may see. */
export function StaffSignIn({ next, namespace = 'Admin' }: { next?: string; namespace?: 'Admin' | 'Atelier' }) {
  const t = useTranslations(namespace);
  const router = useRouter();
  return (
    <div className="admin-gate">
      <StepHeading>{t('signIn.heading')}</StepHeading>
      <p className="lead">{t('signIn.intro')}</p>
      <div className="card">
        <SignInForm
          onSignedIn={() => {
            if (next) router.replace(next);
            router.refresh();
          }}
        />
      </div>
    </div>
  );
}
