import { describe, expect, it } from 'vitest';
import { SavedAddressBodySchema } from '@/lib/schemas/account';
import { CartCustomerBodySchema } from '@/lib/schemas/cart';
import { AddressInputSchema } from '@/lib/schemas/common';
import { cartCustomerBody, customerFormSchema, type CustomerFormValues } from './customer-form';

const words = { required: 'REQUIRED', email: 'EMAIL', phone: 'PHONE', zip: 'ZIP', invalid: 'INVALID', tooLong: 'TOO_LONG' };
const address = { address: '3 Neal Street', secondAddress: '', city: 'London', state: '', zipCode: 'wc2e9dd', country: 'GB', deliveryNotes: '' };
const form = (over: Partial<CustomerFormValues> = {}): CustomerFormValues => ({
  title: '', givenName: 'Amelia', familyName: 'Hart', email: 'amelia@example.com', phonePrefix: '+44', phoneNational: '+33 (0)6 98 76 54 32', address, ...over,
});

describe('one phone and postcode rule for checkout, saved addresses and the API (docs/customer-site.md#phone-numbers)', () => {
  it('stores the "(0)" convention as a diallable E.164 number and a UK postcode as the post office writes it', () => {
    const body = cartCustomerBody(form());
    expect(body.phone).toBe('+33698765432');
    expect(body.address?.zipCode).toBe('WC2E 9DD');
    const saved = SavedAddressBodySchema.parse({ givenName: 'A', familyName: 'H', phone: '+33 (0)6 98 76 54 32', address });
    expect(saved.phone).toBe('+33698765432');
    expect(saved.address.zipCode).toBe('WC2E 9DD');
  });

  it('takes a national number with the country picked beside it, in the checkout and the saved-address form alike', () => {
    expect(cartCustomerBody(form({ phonePrefix: '+33', phoneNational: '06 98 76 54 32' })).phone).toBe('+33698765432');
    expect(cartCustomerBody(form({ phonePrefix: '+1', phoneNational: '(212) 555-0123' })).phone).toBe('+12125550123');
  });

  it('keeps a US ZIP+4 and asks the State', () => {
    const us = { ...address, city: 'New York', zipCode: '10012 3456', country: 'US', state: 'NY' };
    expect(AddressInputSchema.parse(us).zipCode).toBe('10012-3456');
    expect(AddressInputSchema.safeParse({ ...us, state: '' }).success).toBe(false);
  });

  it('refuses what no one could dial, and a postcode of another country', () => {
    expect(CartCustomerBodySchema.safeParse({ ...cartCustomerBody(form()), phone: '+330698' }).success).toBe(false);
    expect(AddressInputSchema.safeParse({ ...address, zipCode: '75011' }).success).toBe(false);
  });

  it('says every refusal in the page’s words, once per field, never the validator’s text', () => {
    const result = customerFormSchema(words).safeParse(form({ givenName: '', phoneNational: '06 98', address: { ...address, zipCode: '75011', city: '' } }));
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual(expect.arrayContaining([['givenName', 'REQUIRED'], ['phoneNational', 'PHONE'], ['address.zipCode', 'ZIP'], ['address.city', 'REQUIRED']]));
    const paths = issues.map(([p]) => p);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [, message] of issues) expect(Object.values(words)).toContain(message);
  });
});

describe('a phone-only walk-in at the counter (docs/counter.md#phone-only)', () => {
  const issues = (values: CustomerFormValues) => {
    const result = customerFormSchema(words).safeParse(values);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('the counter form sends no e-mail when none is typed; the checkout still requires one', () => {
    expect(issues(form({ email: '', emailOptional: true }))).toEqual([]);
    expect('email' in cartCustomerBody(form({ email: ' ', emailOptional: true }))).toBe(false);
    expect(issues(form({ email: '' }))).toEqual(['email: REQUIRED']);
  });

  it('an e-mail typed at the counter is still checked, and a phone still required', () => {
    expect(issues(form({ email: 'not-an-address', emailOptional: true }))).toEqual(['email: EMAIL']);
    expect(issues(form({ email: '', phoneNational: '', emailOptional: true }))).toEqual(['phoneNational: REQUIRED']);
    expect(cartCustomerBody(form({ emailOptional: true })).email).toBe('amelia@example.com');
  });
});
