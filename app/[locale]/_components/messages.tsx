import 'server-only';
import { headers } from 'next/headers';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MessagesProvider } from '@/components/messages-provider';
import { Providers } from '@/components/providers';
import { strictMessages } from '@/lib/i18n/missing';

type Tree = { [key: string]: unknown };

/**
 * The part of the request's messages that some client components use: whole namespaces
 * ('Cart') or sub-trees and single keys ('Booking.services', 'UI.retry'). Everything else
 * stays on the server: less to send in the page, and to parse before hydration.
 */
export async function pickMessages(paths: readonly string[]): Promise<Tree> {
  const all = (await getMessages()) as Tree;
  const out: Tree = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: unknown = all;
    for (const k of keys) from = from && typeof from === 'object' ? (from as Tree)[k] : undefined;
    if (from === undefined) throw new Error(`pickMessages: no message at ${path}`);
    // Copies on the way down: the request's messages object is shared and must stay intact.
    let to = out;
    for (const k of keys.slice(0, -1)) to = to[k] = { ...((to[k] as Tree | undefined) ?? {}) };
    to[keys.at(-1)!] = from;
  }
  return out;
}

/** A client-component subtree with the messages at `paths` (it sees no others). */
export async function ClientMessages({ paths, children }: { paths: readonly string[]; children: ReactNode }) {
  return (
    <MessagesProvider locale={await getLocale()} timeZone={await getTimeZone()} messages={await pickMessages(paths)} strict={strictMessages()}>
      {children}
    </MessagesProvider>
  );
}

/**
 * A page's interactive part: the messages its client components read, and React Query
 * (pages without client data, like the landing page, ship neither).
 */
export async function ClientIsland({ messages, children }: { messages: readonly string[]; children: ReactNode }) {
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <ClientMessages paths={messages}>
      {/* The first Intl number format of a page loads the locale's ICU data (~15 ms on a fast
          machine, 60+ on a phone): done in a task of its own before hydration, not inside it. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ICU_WARMUP }} />
      <Providers>{children}</Providers>
    </ClientMessages>
  );
}

const ICU_WARMUP =
  'setTimeout(function(){try{var l=document.documentElement.lang;new Intl.NumberFormat(l).format(1);new Intl.PluralRules(l).select(1)}catch(e){}},0)';
