import type { Image } from '@/lib/schemas/photos';

/**
 * The item being composed across steps 2–4, kept in sessionStorage (per tab, survives reload
 * and back/forward) and keyed by sub-category, so each step finds what the previous one left.
 */
export type Draft = {
  categoryId: string;
  subCategoryId: string;
  /** Set when editing an item already in the cart (it is replaced on save). */
  editItemId?: string;
  itemValues: Record<string, string>;
  providerId?: string;
  services: { subServiceId: string; quantity: number }[];
  serviceValues: Record<string, string>;
  images: Image[];
  /** Photos uploaded for file attributes, by key (previews). */
  attrImages?: Record<string, Image>;
  /** One idempotency key per save of this draft: a retried save adds the item once. */
  saveKey?: string;
};

const key = (subCategoryId: string) => `reprise.draft.${subCategoryId}`;

export function emptyDraft(categoryId: string, subCategoryId: string): Draft {
  return { categoryId, subCategoryId, itemValues: {}, services: [], serviceValues: {}, images: [] };
}

/** Nothing chosen or typed yet: what the server renders. */
export function isEmptyDraft(d: Draft): boolean {
  const none = (o: object | undefined) => !o || Object.keys(o).length === 0;
  return !d.editItemId && !d.providerId && d.services.length === 0 && d.images.length === 0 && none(d.itemValues) && none(d.serviceValues) && none(d.attrImages);
}

export function readDraft(categoryId: string, subCategoryId: string): Draft {
  if (typeof window === 'undefined') return emptyDraft(categoryId, subCategoryId);
  try {
    const raw = window.sessionStorage.getItem(key(subCategoryId));
    const parsed = raw ? (JSON.parse(raw) as Draft) : null;
    return parsed && parsed.categoryId === categoryId ? { ...emptyDraft(categoryId, subCategoryId), ...parsed } : emptyDraft(categoryId, subCategoryId);
  } catch {
    return emptyDraft(categoryId, subCategoryId);
  }
}

export function writeDraft(draft: Draft): void {
  try {
    window.sessionStorage.setItem(key(draft.subCategoryId), JSON.stringify(draft));
  } catch {
    // storage full or disabled: the step still works, only reload loses the draft
  }
}

export function updateDraft(categoryId: string, subCategoryId: string, change: Partial<Draft>): Draft {
  const next = { ...readDraft(categoryId, subCategoryId), ...change };
  writeDraft(next);
  return next;
}

export function clearDraft(subCategoryId: string): void {
  try {
    window.sessionStorage.removeItem(key(subCategoryId));
  } catch {
    // nothing to clear
  }
}
