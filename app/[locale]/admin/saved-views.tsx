'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Button } from '@/components/ui/button';
import { filtersFromSearch, type AdminFilters } from './_components/filters';
import { ClientForm } from '@/components/ui/client-form';

const STORAGE_KEY = 'reprise.admin.views';
type View = { name: string; search: string };

/** Views every counter needs, as URLs: the same filters a colleague's shared link carries. */
const PRESETS: { key: 'overdue' | 'toReceive' | 'atAtelier' | 'toCollect'; search: string }[] = [
  { key: 'overdue', search: 'overdue=true&sort=due' },
  { key: 'toReceive', search: 'status=in_transit&sort=asc' },
  { key: 'atAtelier', search: 'status=received,quote_pending,in_repair&sort=due' },
  { key: 'toCollect', search: 'status=ready_for_collection&sort=due' },
];

const CHANGED = 'reprise:views';
const subscribe = (notify: () => void) => {
  window.addEventListener('storage', notify);
  window.addEventListener(CHANGED, notify);
  return () => {
    window.removeEventListener('storage', notify);
    window.removeEventListener(CHANGED, notify);
  };
};

function parseViews(text: string): View[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((v): v is View => typeof v?.name === 'string' && typeof v?.search === 'string').slice(0, 20) : [];
  } catch {
    return [];
  }
}

/**
 * Saved views (docs/counter.md#staff-table): a view is the table's URL query, so it is saved as
 * that text (in this browser) and shared by copying the address.
 */
export function SavedViews({ current, onOpen }: { current: string; onOpen: (f: AdminFilters) => void }) {
  const c = useTranslations('Counter');
  // This browser's views (none on the server); other tabs' changes arrive by the storage event.
  const saved = useSyncExternalStore(subscribe, () => localStorage.getItem(STORAGE_KEY) ?? '[]', () => '[]');
  const views = useMemo(() => parseViews(saved), [saved]);
  const [naming, setNaming] = useState(false);
  const store = (next: View[]) => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    window.dispatchEvent(new Event(CHANGED));
  };
  const open = (search: string) => onOpen({ ...filtersFromSearch(new URLSearchParams(search)), cursor: '' });
  const save = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const name = String(new FormData(e.currentTarget).get('name') ?? '').trim().slice(0, 40);
    if (name) store([...views.filter((v) => v.name !== name), { name, search: current }]);
    setNaming(false);
  };
  return (
    <nav className="saved-views" aria-label={c('views.label')}>
      <ul>
        {PRESETS.map((p) => (
          <li key={p.key}>
            <button type="button" className="chip" aria-pressed={current === p.search} onClick={() => open(p.search)}>
              {c(`views.${p.key}`)}
            </button>
          </li>
        ))}
        {views.map((v) => (
          <li key={v.name} className="chip-group">
            <button type="button" className="chip" aria-pressed={current === v.search} onClick={() => open(v.search)}>
              {v.name}
            </button>
            <button type="button" className="chip chip-remove" onClick={() => store(views.filter((x) => x.name !== v.name))} aria-label={c('views.remove', { name: v.name })}>
              ×
            </button>
          </li>
        ))}
        <li>
          {naming ? (
            <ClientForm onSubmit={save} className="view-name">
              <label htmlFor="view-name" className="visually-hidden">
                {c('views.name')}
              </label>
              <input id="view-name" name="name" maxLength={40} placeholder={c('views.name')} autoFocus />
              <Button type="submit" variant="secondary">
                {c('views.save')}
              </Button>
            </ClientForm>
          ) : (
            <button type="button" className="chip chip-add" onClick={() => setNaming(true)} disabled={!current}>
              + {c('views.saveCurrent')}
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}
