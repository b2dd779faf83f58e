'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { browserApi } from '@/lib/client/api';
import { isProblem } from '@/lib/client/problem';
import type { BenchStep } from '@/lib/atelier/queue';
import { useRouter } from '@/lib/i18n/navigation';
import { scanTarget } from '../admin/scan/scan-code';

// The queue's few interactive parts (docs/atelier.md#queue): the cards are rendered on the server,
// and only what a tap changes runs here, with the props it needs (an order's id, version, number and next step).

type Moves = { busyId: string | null; move: (order: { id: string; orderNumber: string; next: BenchStep; version: number }) => Promise<void> };
const MovesContext = createContext<Moves>({ busyId: null, move: async () => {} });

/** The queue's status moves and their notice, one for the page: a card that leaves the queue after its move leaves the notice in place. */
export function QueueMoves({ children }: { children: ReactNode }) {
  const t = useTranslations('Atelier');
  const router = useRouter();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const move: Moves['move'] = async (order) => {
    setBusyId(order.id);
    setNotice('');
    try {
      // If-Match: the order as this queue shows it; someone else's change in between is a 412, never overwritten.
      await browserApi.orders.transition(order.id, order.next, undefined, order.version);
      setNotice(t('queue.moved', { number: order.orderNumber, status: t(`statuses.${order.next}`) }));
    } catch (e) {
      setNotice(isProblem(e, 'stale_order') || isProblem(e, 'invalid_transition') ? t('queue.stale', { number: order.orderNumber }) : t('queue.failed', { number: order.orderNumber }));
    } finally {
      setBusyId(null);
      router.refresh();
    }
  };
  return (
    <MovesContext.Provider value={{ busyId, move }}>
      <p role="status" aria-live="polite" className="atelier-notice">{notice}</p>
      {children}
    </MovesContext.Provider>
  );
}

/** A card's next step (received, in repair, repaired). */
export function MoveButton({ id, orderNumber, next, version, label }: { id: string; orderNumber: string; next: BenchStep; version: number; label: string }) {
  const { busyId, move } = useContext(MovesContext);
  return (
    <Button busy={busyId === id} onClick={() => void move({ id, orderNumber, next, version })} className="atelier-step" aria-label={`${label} · ${orderNumber}`}>
      {label}
    </Button>
  );
}

/** The scan box: a ticket's QR code opens its order; a typed or scanned number searches the queue. */
export function ScanBox({ origins }: { origins: string[] }) {
  const t = useTranslations('Atelier');
  const router = useRouter();
  const [scanNote, setScanNote] = useState('');
  const onScan = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('code') as HTMLInputElement;
    const code = input.value.trim();
    if (!code) return;
    const target = scanTarget(code, [...origins, window.location.origin]);
    input.value = '';
    if (target.kind === 'order') {
      // Another atelier's order, or none: its page answers 404.
      setScanNote('');
      router.push(`/atelier/orders/${encodeURIComponent(target.id)}`);
    } else if (target.kind === 'number') {
      setScanNote('');
      router.push(`/atelier?q=${encodeURIComponent(target.q)}`);
    } else setScanNote(t('queue.scanNotFound', { code }));
  };
  return (
    <form className="card atelier-scan" onSubmit={onScan}>
      <label htmlFor="atelier-scan-code">{t('queue.scanLabel')}</label>
      <p id="atelier-scan-hint" className="hint">{t('queue.scanHint')}</p>
      <div className="atelier-inline">
        <input id="atelier-scan-code" name="code" type="text" inputMode="text" autoComplete="off" aria-describedby="atelier-scan-hint" enterKeyHint="go" />
        <Button type="submit" variant="secondary">{t('queue.open')}</Button>
      </div>
      <p role="status" className="atelier-scan-note">{scanNote}</p>
    </form>
  );
}
