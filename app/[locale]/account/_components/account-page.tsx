import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientIsland } from '../../_components/messages';
import '../account.css';

type Params = { params: Promise<{ locale: string }> };

/** The account pages' common frame (docs/decisions.md#accounts): a title from `AccountSelf`, a client island with its messages. */
export function accountPage(titleKey: string, messages: readonly string[], body: (locale: string) => ReactNode) {
  return {
    generateMetadata: async ({ params }: Params): Promise<Metadata> => {
      const { locale } = await params;
      const t = await getTranslations({ locale, namespace: 'AccountSelf' });
      return { title: t(titleKey as 'signInTitle'), robots: { index: false } };
    },
    Page: async ({ params }: Params) => {
      await connection();
      const { locale } = await params;
      return <ClientIsland messages={['AccountSelf', 'UI', ...messages]}>{body(locale)}</ClientIsland>;
    },
  };
}
