import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '@/server/db/client';
import { emailOutbox } from '@/server/platform/email/schema';
import { register, signInWithCode } from './accounts';
import { authUsers } from './auth-schema';
import { addAddress, checkoutAddressOf, listAddresses, updateAddress } from './profile';

/** Brazil's address book keeps the address as Brazilians write it, as checkout does (decision 058). */
const SAO_PAULO = { firstName: 'Joana', lastName: 'Souza', address1: 'Avenida Paulista', number: '1578', address2: 'Apto 12', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP', zipCode: '01310-100', phoneNumber: '(11) 91234-5678' };
const US_ADDRESS = { firstName: 'Ana', lastName: 'Díaz', address1: '123 Main St.', address2: '', city: 'Austin', state: 'TX', zipCode: '78701', phoneNumber: '(512) 555-0100' };

let emails = 0;
const none = () => new Headers({ 'user-agent': 'vitest' });

/** A pt-BR shopper who registered and confirmed the code; their id. */
async function brazilianMember(): Promise<string> {
  const email = `profile-br-${process.pid}-${++emails}@example.com`;
  const token = await register(none(), { firstName: 'Joana', lastName: 'Souza', email, password: 'Sup3r-secret-pw', locale: 'pt-BR', receivePromoAndSpecialEvents: false });
  const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(desc(emailOutbox.createdAt));
  expect(await signInWithCode(none(), email, /\b(\d{6})\b/.exec(mail!.text)![1]!, token)).toBe('ok');
  const [row] = await db().select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  return row!.id;
}

describe('address book: Brazil', () => {
  it('saves a Brazilian address with número and bairro and reads it back; checkout fills them back in', async () => {
    const memberId = await brazilianMember();
    const added = await addAddress(memberId, { ...SAO_PAULO, number: ' 1578 ', neighborhood: 'Bela   Vista' }, 'BR');
    expect(added).toMatchObject({ ok: true, value: { country: 'BR', number: '1578', neighborhood: 'Bela Vista', postalCode: '01310100', state: 'SP', address2: 'Apto 12', isDefault: true } });
    const [saved] = await listAddresses(db(), memberId);
    expect(saved).toMatchObject({ address1: 'Avenida Paulista', number: '1578', address2: 'Apto 12', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP', postalCode: '01310100' });
    expect(checkoutAddressOf(saved!)).toEqual({ firstName: 'Joana', lastName: 'Souza', address1: 'Avenida Paulista', number: '1578', address2: 'Apto 12', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP', zipCode: '01310100' });

    const id = saved!.id;
    expect(await updateAddress(memberId, id, { ...SAO_PAULO, number: 's/n', neighborhood: 'Jardim América' })).toMatchObject({ ok: true, value: { number: 's/n', neighborhood: 'Jardim América' } });
    expect(await updateAddress(memberId, id, { ...SAO_PAULO, number: '', neighborhood: ' ' })).toEqual({ ok: false, errors: { number: 'validation.houseNumber.missing', neighborhood: 'validation.neighborhood.missing' } });
    expect((await listAddresses(db(), memberId))[0]).toMatchObject({ number: 's/n', neighborhood: 'Jardim América' });
  });

  it('refuses a CEP outside the UF on the CEP, and a missing número or bairro on its field, saving nothing', async () => {
    const memberId = await brazilianMember();
    expect(await addAddress(memberId, { ...SAO_PAULO, state: 'RJ', city: 'Rio de Janeiro' }, 'BR')).toEqual({ ok: false, errors: { zipCode: 'validation.zipCode.otherState' } });
    expect(await addAddress(memberId, { ...SAO_PAULO, number: '' }, 'BR')).toEqual({ ok: false, errors: { number: 'validation.houseNumber.missing' } });
    expect(await addAddress(memberId, { ...SAO_PAULO, neighborhood: undefined }, 'BR')).toEqual({ ok: false, errors: { neighborhood: 'validation.neighborhood.missing' } });
    expect(await listAddresses(db(), memberId)).toEqual([]);
  });

  it('keeps the other markets as they were: no número or bairro asked, saved as empty', async () => {
    const memberId = await brazilianMember();
    const added = await addAddress(memberId, { ...US_ADDRESS, number: '12', neighborhood: 'Downtown' }, 'US');
    expect(added).toMatchObject({ ok: true, value: { country: 'US', number: '', neighborhood: '' } });
    expect(checkoutAddressOf((await listAddresses(db(), memberId))[0]!)).toMatchObject({ number: '', neighborhood: '', zipCode: '78701' });
  });

  it('refuses a US ZIP or a Mexican código postal of another state, beside the ZIP', async () => {
    const memberId = await brazilianMember();
    expect(await addAddress(memberId, { ...US_ADDRESS, zipCode: '90210' }, 'US')).toEqual({ ok: false, errors: { zipCode: 'validation.zipCode.otherState' } });
    const guadalajara = { ...US_ADDRESS, address1: 'Av. Vallarta 1544', city: 'Guadalajara', state: 'JAL', zipCode: '44100', phoneNumber: '33 1234 5678' };
    expect(await addAddress(memberId, { ...guadalajara, state: 'CDMX' }, 'MX')).toEqual({ ok: false, errors: { zipCode: 'validation.zipCode.otherState' } });
    expect(await addAddress(memberId, guadalajara, 'MX')).toMatchObject({ ok: true });
  });
});
