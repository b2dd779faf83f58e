import { ORDER_STATUSES } from '@/lib/orders/status';

/** The orders table's state, as it lives in the page URL (shareable; back and forward work). */
export type AdminFilters = {
  q: string;
  /** Any of these statuses, comma-joined in the URL (`received,in_repair`). */
  status: string;
  bookingType: string;
  providerId: string;
  storeId: string;
  /** YYYY-MM-DD, inclusive on both ends in the UI. */
  from: string;
  to: string;
  archived: 'false' | 'true' | 'all';
  sort: 'desc' | 'asc' | 'due';
  /** 'true': only orders past their due date and still open. */
  overdue: '' | 'true';
  cursor: string;
};

export const PAGE_SIZE = 25;
export const BOOKING_TYPES = ['paid', 'warranty'] as const;

export const EMPTY_FILTERS: AdminFilters = { q: '', status: '', bookingType: '', providerId: '', storeId: '', from: '', to: '', archived: 'false', sort: 'desc', overdue: '', cursor: '' };

type Source = URLSearchParams | Record<string, string | string[] | undefined>;

const read = (source: Source, key: string): string => {
  const raw = source instanceof URLSearchParams ? source.get(key) : source[key];
  return ((Array.isArray(raw) ? raw[0] : raw) ?? '').trim();
};
/** Every value of a key, comma-separated or repeated (the form's status checkboxes repeat it). */
const readAll = (source: Source, key: string): string[] => {
  const raw = source instanceof URLSearchParams ? source.getAll(key) : source[key];
  return (Array.isArray(raw) ? raw : [raw ?? '']).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
};
const statusList = (values: string[]) => ORDER_STATUSES.filter((s) => values.includes(s)).join(',');
const oneOf = <T extends string>(value: string, allowed: readonly T[], fallback: T | ''): T | '' => ((allowed as readonly string[]).includes(value) ? (value as T) : fallback);
const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
const id = (v: string) => (/^[\w-]{1,64}$/.test(v) ? v : '');

/** Reads the URL leniently: anything malformed is simply dropped. */
export function filtersFromSearch(source: Source): AdminFilters {
  return {
    q: read(source, 'q').slice(0, 100),
    status: statusList(readAll(source, 'status')),
    bookingType: oneOf(read(source, 'bookingType'), BOOKING_TYPES, ''),
    providerId: id(read(source, 'providerId')),
    storeId: id(read(source, 'storeId')),
    from: isDate(read(source, 'from')) ? read(source, 'from') : '',
    to: isDate(read(source, 'to')) ? read(source, 'to') : '',
    archived: (oneOf(read(source, 'archived'), ['false', 'true', 'all'] as const, 'false') || 'false') as AdminFilters['archived'],
    sort: (oneOf(read(source, 'sort'), ['asc', 'due'] as const, '') || 'desc') as AdminFilters['sort'],
    overdue: read(source, 'overdue') === 'true' ? 'true' : '',
    cursor: /^[\w-]{1,200}$/.test(read(source, 'cursor')) ? read(source, 'cursor') : '',
  };
}

/** The page URL's query: defaults left out, so the plain /admin is the default view. */
export function filtersToSearch(filters: AdminFilters): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of Object.keys(EMPTY_FILTERS) as (keyof AdminFilters)[]) {
    if (filters[key] && filters[key] !== EMPTY_FILTERS[key]) out.set(key, filters[key]);
  }
  return out;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The API's query for these filters: `to` is exclusive there, so the day after the chosen end
 * date (dates are UTC days). `page: false` for the CSV export (no cursor, no limit).
 */
export function apiSearch(filters: AdminFilters, options: { page: boolean } = { page: true }): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.q) out.set('q', filters.q);
  if (filters.status) out.set('status', filters.status);
  if (filters.bookingType) out.set('bookingType', filters.bookingType);
  if (filters.providerId) out.set('providerId', filters.providerId);
  if (filters.storeId) out.set('storeId', filters.storeId);
  if (filters.from) out.set('from', filters.from);
  if (filters.to) out.set('to', nextDay(filters.to));
  if (filters.overdue) out.set('overdue', 'true');
  out.set('archived', filters.archived);
  out.set('sort', filters.sort);
  if (options.page) {
    out.set('limit', String(PAGE_SIZE));
    if (filters.cursor) out.set('cursor', filters.cursor);
  }
  return out;
}
