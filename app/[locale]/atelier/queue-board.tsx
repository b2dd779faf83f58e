'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { StepHeading } from '@/components/ui/step-heading';
import { browserApi } from '@/lib/client/api';
import { isProblem } from '@/lib/client/problem';
import { useStoreDates } from '@/lib/client/use-dates';
import { LANES, type Lane, type QueueEntry } from '@/lib/atelier/queue';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { scanTarget } from '../admin/scan/scan-code';

type View = 'all' | 'late' | 'due_soon' | Lane;
const VIEWS: View[] = ['all', 'late', 'due_soon', ...LANES];

const inView = (entry: QueueEntry, view: View) =>
  view === 'all' ? true : view === 'late' ? entry.late || entry.willMiss : view === 'due_soon' ? entry.dueSoon : entry.lane === view;

/** The bench queue (docs/atelier.md#queue): lanes, late and due-soon flags, search, the ticket scan box, the atelier's next step. */
export function QueueBoard({ entries, q, provider, origins }: { entries: QueueEntry[]; q: string; provider: string; origins: string[] }) {
  const t = useTranslations('Atelier');
  const router = useRouter();
  const [view, setView] = useState<View>('all');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [scanNote, setScanNote] = useState('');
  const counts = useMemo(() => Object.fromEntries(VIEWS.map((v) => [v, entries.filter((e) => inView(e, v)).length])) as Record<View, number>, [entries]);
  const shown = entries.filter((e) => inView(e, view));

  const move = async (entry: QueueEntry) => {
    if (!entry.next) return;
    setBusyId(entry.id);
    setNotice('');
    try {
      // If-Match: the order as this queue shows it; someone else's change in between is a 412, never overwritten.
      await browserApi.orders.transition(entry.id, entry.next, undefined, entry.version);
      setNotice(t('queue.moved', { number: entry.orderNumber, status: t(`statuses.${entry.next}`) }));
    } catch (e) {
      setNotice(isProblem(e, 'stale_order') || isProblem(e, 'invalid_transition') ? t('queue.stale', { number: entry.orderNumber }) : t('queue.failed', { number: entry.orderNumber }));
    } finally {
      setBusyId(null);
      router.refresh();
    }
  };

  const onScan = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('code') as HTMLInputElement;
    const code = input.value.trim();
    if (!code) return;
    const target = scanTarget(code, [...origins, window.location.origin]);
    const found = target.kind === 'order' ? entries.find((e) => e.id === target.id) : null;
    input.value = '';
    if (found) {
      setScanNote('');
      setView('all');
      router.push(`/atelier?q=${encodeURIComponent(found.orderNumber)}`);
    } else if (target.kind === 'number') {
      setScanNote('');
      router.push(`/atelier?q=${encodeURIComponent(target.q)}`);
    } else setScanNote(t('queue.scanNotFound', { code }));
  };

  return (
    <section className="atelier-queue">
      <StepHeading>{t('queue.heading')}</StepHeading>
      <p className="lead">{t('queue.lead', { provider })}</p>
      <div className="atelier-tools">
        <form className="card atelier-scan" onSubmit={onScan}>
          <label htmlFor="atelier-scan-code">{t('queue.scanLabel')}</label>
          <p id="atelier-scan-hint" className="hint">{t('queue.scanHint')}</p>
          <div className="atelier-inline">
            <input id="atelier-scan-code" name="code" type="text" inputMode="text" autoComplete="off" aria-describedby="atelier-scan-hint" enterKeyHint="go" />
            <Button type="submit" variant="secondary">{t('queue.open')}</Button>
          </div>
          <p role="status" className="atelier-scan-note">{scanNote}</p>
        </form>
        <form className="card atelier-search" method="get" role="search">
          <label htmlFor="atelier-search-q">{t('queue.searchLabel')}</label>
          <p id="atelier-search-hint" className="hint">{t('queue.searchHint')}</p>
          <div className="atelier-inline">
            <input id="atelier-search-q" name="q" type="search" defaultValue={q} aria-describedby="atelier-search-hint" />
            <Button type="submit" variant="secondary">{t('queue.search')}</Button>
          </div>
          {q ? (
            <p className="atelier-searching">
              {t('queue.searching', { q })} · <a href="?">{t('queue.clear')}</a>
            </p>
          ) : null}
        </form>
      </div>
      <div className="atelier-lanes" role="group" aria-label={t('queue.filterLabel')}>
        {VIEWS.map((v) => (
          <button key={v} type="button" className={`atelier-lane atelier-lane-${v}`} aria-pressed={view === v} onClick={() => setView(v)}>
            {t(`lanes.${v}`)} <span className="atelier-lane-count">{counts[v]}</span>
          </button>
        ))}
      </div>
      <p role="status" aria-live="polite" className="atelier-notice">{notice}</p>
      <p className="atelier-count">{t('queue.count', { count: shown.length })}</p>
      {shown.length === 0 ? (
        <p className="card atelier-empty">{t('queue.empty')}</p>
      ) : (
        <ul className="atelier-list">
          {shown.map((entry) => (
            <QueueCard key={entry.id} entry={entry} busy={busyId === entry.id} onMove={() => void move(entry)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function QueueCard({ entry, busy, onMove }: { entry: QueueEntry; busy: boolean; onMove: () => void }) {
  const t = useTranslations('Atelier');
  const dates = useStoreDates({ timeZone: entry.timeZone });
  return (
    <li className={`card atelier-card${entry.late || entry.willMiss ? ' is-late' : entry.dueSoon ? ' is-due-soon' : ''}`} data-order={entry.orderNumber}>
      <div className="atelier-card-head">
        <h3 className="atelier-number">
          <Link href={`/atelier/orders/${encodeURIComponent(entry.id)}`}>{entry.orderNumber}</Link>
        </h3>
        <StatusBadge status={entry.status} label={t(`statuses.${entry.status}`)} />
        {entry.late ? <span className="badge badge-danger">{t('queue.late')}</span> : entry.willMiss ? <span className="badge badge-danger">{t('queue.willMiss')}</span> : entry.dueSoon ? <span className="badge badge-warn">{t('queue.dueSoon')}</span> : null}
      </div>
      <dl className="atelier-facts">
        <div>
          <dt>{t('queue.garments')}</dt>
          <dd>{entry.garments.join(', ')}</dd>
        </div>
        <div>
          <dt>{t('queue.store')}</dt>
          <dd>{entry.storeName}</dd>
        </div>
        <div>
          <dt>{t('queue.due')}</dt>
          <dd>
            <time dateTime={entry.due}>{dates.date(entry.due, 'weekdayDate')}</time>
            {entry.lane === 'arriving_today' || entry.lane === 'on_the_way' ? <span className="atelier-expected"> · {t('queue.expected', { date: dates.date(entry.expectedArrival, 'weekdayDate') })}</span> : null}
          </dd>
        </div>
      </dl>
      {entry.next ? (
        <Button busy={busy} onClick={onMove} className="atelier-step" aria-label={`${t(`steps.${entry.next}`)} · ${entry.orderNumber}`}>
          {t(`steps.${entry.next}`)}
        </Button>
      ) : null}
    </li>
  );
}
