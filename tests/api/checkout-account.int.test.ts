import { describe, expect, it } from 'vitest';
import { askForAccount, confirmLink, dispatchOrderCreated, guestCart, newEmail, orderIdsOf, ownerOf, placeAsGuest } from '../helpers/checkout-account';

// The checkout's "create an account" box (docs/decisions.md#signup-confirmation): the booking
// goes on as a guest's and becomes the account's once the e-mailed link is confirmed.

describe('an account asked for at checkout', () => {
  it('gets the order placed before its link was confirmed', async () => {
    const email = newEmail();
    const cartId = await guestCart(email);
    await askForAccount(email, cartId);
    const orderId = await placeAsGuest(cartId);
    expect((await ownerOf(orderId)).account).toBeNull();

    const { accountId, headers } = await confirmLink(email);
    expect(await orderIdsOf(headers)).toEqual([orderId]);
    expect(await ownerOf(orderId)).toEqual({ account: accountId, customerAccount: accountId });
  });

  it('gets the order placed, still as a guest, after its link was confirmed (another device)', async () => {
    const email = newEmail();
    const cartId = await guestCart(email);
    await askForAccount(email, cartId);
    const { accountId, headers } = await confirmLink(email);
    expect(await orderIdsOf(headers)).toEqual([]);

    const orderId = await placeAsGuest(cartId);
    await dispatchOrderCreated(orderId);
    expect(await orderIdsOf(headers)).toEqual([orderId]);
    expect((await ownerOf(orderId)).account).toBe(accountId);
  });

  it('never gets an order booked under another e-mail, even from the cart it named', async () => {
    const email = newEmail();
    const someoneElse = newEmail();
    const cartId = await guestCart(someoneElse);
    await askForAccount(email, cartId);
    const orderId = await placeAsGuest(cartId);
    const { headers } = await confirmLink(email);
    await dispatchOrderCreated(orderId);
    expect(await orderIdsOf(headers)).toEqual([]);
    expect((await ownerOf(orderId)).account).toBeNull();
  });

  it('gets nothing of a cart it did not name: the same e-mail on another guest order stays a guest order', async () => {
    const email = newEmail();
    const named = await guestCart(email);
    const other = await guestCart(email);
    await askForAccount(email, named);
    const otherOrder = await placeAsGuest(other);
    const { headers } = await confirmLink(email);
    await dispatchOrderCreated(otherOrder);
    expect(await orderIdsOf(headers)).toEqual([]);
  });
});
