'use client';

import { useCallback, useMemo, useState } from 'react';

/** The rows ticked for a bulk action; kept across polling refreshes, cleared when the view changes. */
export type Selection = { ids: string[]; has: (id: string) => boolean; toggle: (id: string) => void; setAll: (ids: string[]) => void };

export function useSelection(): Selection {
  const [ids, setIds] = useState<string[]>([]);
  const toggle = useCallback((id: string) => setIds((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id])), []);
  return useMemo(() => ({ ids, has: (id: string) => ids.includes(id), toggle, setAll: setIds }), [ids, toggle]);
}
