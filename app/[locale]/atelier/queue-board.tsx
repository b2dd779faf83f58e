import { getLocale, getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { StepHeading } from '@/components/ui/step-heading';
import { QUEUE_VIEWS, type QueueEntry, type QueueView } from '@/lib/atelier/queue';
import type { QueueViewCounts } from '@/lib/atelier/queue-page';
import { formatDate } from '@/lib/i18n/dates';
import { Link } from '@/lib/i18n/navigation';
import { MoveButton, QueueMoves, ScanBox } from './queue-actions';

/** The queue's address for a view, a search and a cursor (each left out when it is the default). */
const queueHref = (view: QueueView, q: string, after?: string) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (view !== 'all') params.set('lane', view);
  if (after) params.set('after', after);
  const query = params.toString();
  return query ? `/atelier?${query}` : '/atelier';
};

/**
 * The bench queue (docs/atelier.md#queue), rendered on the server: lanes with the whole queue's
 * counts, late and due-soon flags, search, the ticket scan box, one page of cards (QUEUE_PAGE)
 * with "more" after the last; a card's next step is the only script it carries.
 */
export async function QueueBoard({ entries, counts, view, q, more, provider, origins }: { entries: QueueEntry[]; counts: QueueViewCounts; view: QueueView; q: string; more: string | null; provider: string; origins: string[] }) {
  const t = await getTranslations('Atelier');
  const language = await getLocale();
  const date = (value: string, timeZone: string) => formatDate(value, { language, country: null, timeZone }, 'weekdayDate');
  return (
    <section className="atelier-queue">
      <StepHeading>{t('queue.heading')}</StepHeading>
      <p className="lead">{t('queue.lead', { provider })}</p>
      <div className="atelier-tools">
        <ScanBox origins={origins} />
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
      <nav className="atelier-lanes" aria-label={t('queue.filterLabel')}>
        {QUEUE_VIEWS.map((v) => (
          <Link key={v} href={queueHref(v, q)} className={`atelier-lane atelier-lane-${v}`} aria-current={view === v ? 'page' : undefined}>
            {t(`lanes.${v}`)} <span className="atelier-lane-count">{counts[v]}</span>
          </Link>
        ))}
      </nav>
      <QueueMoves>
        <p className="atelier-count">{q ? t('queue.count', { count: entries.length }) : t('queue.count', { count: counts[view] })}</p>
        {entries.length === 0 ? (
          <p className="card atelier-empty">{t('queue.empty')}</p>
        ) : (
          <ul className="atelier-list">
            {entries.map((entry) => (
              <li key={entry.id} className={`card atelier-card${entry.late || entry.willMiss ? ' is-late' : entry.dueSoon ? ' is-due-soon' : ''}`} data-order={entry.orderNumber}>
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
                      <time dateTime={entry.due}>{date(entry.due, entry.timeZone)}</time>
                      {entry.lane === 'arriving_today' || entry.lane === 'on_the_way' ? <span className="atelier-expected"> · {t('queue.expected', { date: date(entry.expectedArrival, entry.timeZone) })}</span> : null}
                    </dd>
                  </div>
                </dl>
                {entry.next ? <MoveButton id={entry.id} orderNumber={entry.orderNumber} next={entry.next} version={entry.version} label={t(`steps.${entry.next}`)} /> : null}
              </li>
            ))}
          </ul>
        )}
        {more ? (
          <p className="atelier-more">
            <Link href={queueHref(view, q, more)} className="btn btn-secondary">{t('queue.more')}</Link>
          </p>
        ) : null}
      </QueueMoves>
    </section>
  );
}
