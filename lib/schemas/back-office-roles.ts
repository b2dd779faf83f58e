import type { Role } from '@/db/schema/accounts';

/**
 * The back-office roles an admin may give (invitations, role changes), in ONE place: each says
 * which place the account is bound to. `staff` works for one store, `admin` for the whole brand.
 * A role bound to an atelier (the atelier role) is one more line here with `place: 'atelier'`;
 * the invitation, its acceptance and the people page read this table and need no other change.
 */
type Place = 'store' | 'atelier' | null;

export const BACK_OFFICE_ROLES: { readonly staff: { place: Place }; readonly admin: { place: Place }; readonly atelier: { place: Place } } = {
  staff: { place: 'store' },
  admin: { place: null },
  // docs/atelier.md#role: the atelier's own queue and orders, bound to one atelier (accounts.provider_id).
  atelier: { place: 'atelier' },
} satisfies Partial<Record<Role, { place: Place }>>;

export type BackOfficeRole = keyof typeof BACK_OFFICE_ROLES;
export const BACK_OFFICE_ROLE_NAMES = Object.keys(BACK_OFFICE_ROLES) as [BackOfficeRole, ...BackOfficeRole[]];

export type Placement = { storeId: string | null; atelierId: string | null };

/** The place a role needs, from what the admin sent: the other ids are dropped; a missing one is the field's error. */
export function placementProblem(role: BackOfficeRole, placement: Partial<Placement>): { path: 'storeId' | 'atelierId' } | null {
  const place = BACK_OFFICE_ROLES[role].place;
  if (place === 'store' && !placement.storeId) return { path: 'storeId' };
  if (place === 'atelier' && !placement.atelierId) return { path: 'atelierId' };
  return null;
}

export function placementFor(role: BackOfficeRole, placement: Partial<Placement>): Placement {
  const place = BACK_OFFICE_ROLES[role].place;
  return { storeId: place === 'store' ? (placement.storeId ?? null) : null, atelierId: place === 'atelier' ? (placement.atelierId ?? null) : null };
}
