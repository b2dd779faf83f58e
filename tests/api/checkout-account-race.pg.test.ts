import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { confirmSignup, signupMessages, tokenIn } from '../helpers/accounts';
import { askForAccount, dispatchOrderCreated, guestCart, newEmail, ownerOf, placeAsGuest } from '../helpers/checkout-account';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // the gate below is a trigger: it stays out of other files' database

const GATE = 424242;
const sql = postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
afterAll(() => sql.end());

// docs/decisions.md#signup-confirmation: an order committed while the confirmation's transaction
// runs is invisible to it, and the worker dispatching that order cannot see the uncommitted
// account. The gate, a deferred trigger, holds the confirmation at its commit to make that
// interleaving certain; the order must still end up the account's.
describe('an account confirmed while its checkout order is placed', () => {
  it('gets the order, though neither the confirmation nor the worker could see the other', async () => {
    await getDb(); // migrated
    await sql.unsafe(`
      create or replace function test_commit_gate() returns trigger language plpgsql as $$
      begin perform pg_advisory_xact_lock_shared(${GATE}); return null; end $$;
      drop trigger if exists test_commit_gate on accounts;
      create constraint trigger test_commit_gate after insert on accounts deferrable initially deferred
        for each row when (new.email like 'race-gate-%') execute function test_commit_gate();`);
    const email = newEmail('race-gate');
    const cartId = await guestCart(email);
    await askForAccount(email, cartId);
    const [message] = await signupMessages(email);

    const gate = await sql.reserve();
    await gate`select pg_advisory_lock(${GATE})`;
    const confirming = confirmSignup(tokenIn(message!.text)!);
    // The confirmation has looked for the cart's order (none yet) and waits at its commit.
    await expect.poll(async () => (await sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${GATE} and not granted`)[0]!.n, { timeout: 20_000 }).toBe(1);

    const orderId = await placeAsGuest(cartId);
    await dispatchOrderCreated(orderId);
    expect((await ownerOf(orderId)).account).toBeNull(); // the worker did not see the account

    await gate`select pg_advisory_unlock(${GATE})`;
    gate.release();
    const confirmed = await confirming;
    expect(confirmed.status, confirmed.text).toBe(201);
    const accountId = confirmed.json.account.id as string;
    expect(await ownerOf(orderId)).toEqual({ account: accountId, customerAccount: accountId });
    await sql.unsafe('drop trigger test_commit_gate on accounts');
  });
});
