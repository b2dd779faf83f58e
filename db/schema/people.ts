import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, type Role } from './accounts';
import { stores } from './catalogue';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An admin's invitation of a colleague (docs/back-office.md#people): what the admin chose (role,
 * store), then, when the outbox renders the e-mail, the SHA-256 of the link's token (256 random
 * bits, never stored in clear). Valid 7 days from that e-mail, used once: accepting it creates the
 * account with its password. A new invitation to the same address revokes the earlier ones.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    storeId: text('store_id').references(() => stores.id),
    /** The atelier of an `atelier` account (the atelier role slots in here). */
    atelierId: text('atelier_id'),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    locale: text('locale').notNull(),
    invitedBy: text('invited_by').notNull().references(() => accounts.id),
    tokenHash: text('token_hash').unique(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    revokedAt: ts('revoked_at'),
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
);
