import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountPageShell } from '@/components/AccountPageShell';
import { pageViewData } from '@/lib/page-view';
import { ConfirmSubmit } from '@/features/account/vehicles/ConfirmSubmit';
import { formatPhone, formatZipCode } from '@/lib/validation';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import { stateOptions } from '@/lib/regions';
import { SAVED_ADDRESS_FIELDS, type SavedAddressField } from '@/lib/validation/profile';
import type { BrazilBookField } from './BrazilAddressFields';
import { missingBrazilFields } from '@/lib/br-address';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/server/customers/auth';
import type { Member } from '@/server/customers/member';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@/server/customers/profile';
import { listAddresses } from '@/server/customers/queries';
import { deleteAddressAction, makeDefaultAddressAction } from './actions';
import { AddressForm, type AddressLabels } from './AddressForm';
import { EmailForm } from './EmailForm';
import { NamesForm } from './NamesForm';
import { PasswordForm } from './PasswordForm';
import { PromoForm } from './PromoForm';

export const ADDRESS_NOTICES = ['added', 'updated', 'deleted', 'defaultChanged', 'notFound'] as const;
export type AddressNotice = (typeof ADDRESS_NOTICES)[number];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-24 rounded-lg border border-line p-4 md:p-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-4 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function formValues(address: SavedAddress | null): Record<BrazilBookField, string> {
  if (!address) return Object.fromEntries([...SAVED_ADDRESS_FIELDS, 'number', 'neighborhood'].map((f) => [f, ''])) as Record<BrazilBookField, string>;
  const { firstName, lastName, address1, address2, number, neighborhood, city, state, postalCode, phoneNumber, country } = address;
  return { firstName, lastName, address1, address2, number, neighborhood, city, state, zipCode: formatZipCode(postalCode, country), phoneNumber: formatPhone(phoneNumber, country) };
}

/**
 * /user/myProfile (spec §2.3, sign-in required): names and phone, e-mail, password, address book and
 * promotion preferences, each its own form with its own messages.
 */
export async function ProfilePage({ locale, member, editAddressId, addressNotice }: { locale: Locale; member: Member; editAddressId?: string; addressNotice?: AddressNotice }) {
  const t = await getTranslations({ locale, namespace: 'account.profile' });
  const tv = await getTranslations({ locale, namespace: 'validation' });
  const country = getMarket(locale).country;
  const addresses = await listAddresses(member.id);
  const editing = addresses.find((a) => a.id === editAddressId) ?? null;
  const profileHref = localizedPath('/user/myProfile', locale);
  const saving = t('saving');
  const addressLabels = (): AddressLabels => ({
    ...(Object.fromEntries(SAVED_ADDRESS_FIELDS.map((f) => [f, t(`addresses.fields.${f}`)])) as Record<SavedAddressField, string>),
    selectState: t('addresses.fields.selectState'),
    street: t('addresses.fields.street'),
    number: t('addresses.fields.number'),
    neighborhood: t('addresses.fields.neighborhood'),
    cepHint: t('addresses.fields.cepHint'),
    cepFound: t('addresses.fields.cepFound'),
    cepStateFound: t('addresses.fields.cepStateFound'),
    save: t('addresses.save'),
    saving,
    cancel: t('addresses.cancel'),
    makeDefaultOnSave: t('addresses.makeDefaultOnSave'),
  });
  const full = addresses.length >= MAX_SAVED_ADDRESSES;
  return (
    <AccountPageShell pageView={pageViewData(locale, 'myzone', 'myProfile')} back={{ href: localizedPath('/user/myAccount', locale), label: t('myAccount') }} title={t('title')}>
      <p className="mt-1 text-muted">{t('intro')}</p>
      <div className="mt-6 grid gap-6">
        <Section id="names" title={t('names.title')}>
          <NamesForm
            locale={locale}
            initial={{ firstName: member.firstName, lastName: member.lastName, phone: member.phone ? formatPhone(member.phone, country) : '' }}
            labels={{ firstName: t('names.firstName'), lastName: t('names.lastName'), phone: t('names.phone'), phoneHint: t('names.phoneHint'), save: t('names.save'), saving }}
          />
        </Section>
        <Section id="email" title={t('email.title')}>
          <p className="mb-4 text-sm break-words text-muted">{t('email.current', { email: member.email })}</p>
          <EmailForm
            locale={locale}
            labels={{
              newEmail: t('email.newEmail'),
              currentPassword: t('email.currentPassword'),
              send: t('email.send'),
              code: t('email.code'),
              confirm: t('email.confirm'),
              startOver: t('email.startOver'),
              saving,
            }}
          />
        </Section>
        <Section id="password" title={t('password.title')}>
          <PasswordForm
            locale={locale}
            minLength={PASSWORD_MIN_LENGTH}
            maxLength={PASSWORD_MAX_LENGTH}
            labels={{
              currentPassword: t('password.currentPassword'),
              newPassword: t('password.newPassword'),
              newPasswordHint: t('password.newPasswordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }),
              save: t('password.save'),
              saving,
            }}
          />
        </Section>
        <Section id="addresses" title={t('addresses.title')}>
          <div aria-live="polite">
            {addressNotice ? (
              <p role={addressNotice === 'notFound' ? 'alert' : undefined} className={`mb-4 rounded-md px-3 py-2 text-sm font-semibold ${addressNotice === 'notFound' ? 'bg-alert' : 'bg-ok/10 text-ok'}`}>
                {addressNotice === 'notFound' ? t('errors.addressNotFound') : t(`addresses.${addressNotice}`)}
              </p>
            ) : null}
          </div>
          <p className="text-sm text-muted">{t('addresses.count', { count: addresses.length, max: MAX_SAVED_ADDRESSES })}</p>
          {addresses.length ? (
            <ul className="mt-3 grid gap-3 md:grid-cols-2" data-testid="profile-addresses">
              {addresses.map((a) => {
                const missing = missingBrazilFields(a);
                // Which address each action is for, to a screen reader (the cards all read "Edit", "Delete").
                const which = <span className="sr-only">{`: ${a.address1}${a.number ? `, ${a.number}` : ''}, ${a.city}`}</span>;
                return (
                <li key={a.id} className="flex flex-col gap-2 rounded-lg border border-line p-4" data-testid="profile-address">
                  {a.isDefault ? <span className="self-start rounded bg-panel px-2 py-0.5 text-xs font-semibold">{t('addresses.default')}</span> : null}
                  {missing.length ? (
                    <p className="rounded-md bg-alert px-3 py-2 text-sm" data-testid="profile-address-incomplete">
                      {t(`addresses.incomplete.${missing.length === 2 ? 'both' : missing[0]!}`)}
                    </p>
                  ) : null}
                  <address className="text-sm not-italic break-words">
                    <span className="font-semibold">
                      {a.firstName} {a.lastName}
                    </span>
                    <br />
                    {a.address1}
                    {a.number ? `, ${a.number}` : ''}
                    {a.address2 ? `, ${a.address2}` : ''}
                    {a.neighborhood ? ` – ${a.neighborhood}` : ''}
                    <br />
                    {a.city}, {a.state} {formatZipCode(a.postalCode, a.country)}
                    <br />
                    {formatPhone(a.phoneNumber, a.country)}
                  </address>
                  <div className="mt-auto flex flex-wrap items-center gap-x-3">
                    <Link href={`${profileHref}?editAddress=${a.id}#addresses`} className="inline-flex min-h-11 items-center font-semibold underline">
                      {missing.length ? t('addresses.completeIt') : t('addresses.edit')}
                      {which}
                    </Link>
                    {a.isDefault ? null : (
                      <form action={makeDefaultAddressAction}>
                        <input type="hidden" name="locale" value={locale} />
                        <input type="hidden" name="addressId" value={a.id} />
                        <button type="submit" className="inline-flex min-h-11 items-center font-semibold underline">
                          {t('addresses.makeDefault')}
                          {which}
                        </button>
                      </form>
                    )}
                    <form action={deleteAddressAction}>
                      <input type="hidden" name="locale" value={locale} />
                      <input type="hidden" name="addressId" value={a.id} />
                      <ConfirmSubmit question={t('addresses.confirmDelete')} className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline">
                        {t('addresses.delete')}
                        {which}
                      </ConfirmSubmit>
                    </form>
                  </div>
                </li>
                );
              })}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-muted">{t('addresses.empty')}</p>
          )}
          <div className="mt-6">
            {editing ? (
              <>
                <h3 className="mb-3 font-bold">{t('addresses.edit')}</h3>
                <AddressForm
                  key={editing.id}
                  locale={locale}
                  country={editing.country}
                  addressId={editing.id}
                  initial={formValues(editing)}
                  initialErrors={Object.fromEntries(missingBrazilFields(editing).map((field) => [field, field === 'number' ? tv('houseNumber.missing') : tv('neighborhood.missing')]))}
                  states={stateOptions(editing.country, locale)}
                  labels={addressLabels()}
                  cancelHref={`${profileHref}#addresses`}
                />
              </>
            ) : full ? (
              <p className="rounded-md bg-alert px-3 py-2 text-sm">{t('addresses.limitReached', { max: MAX_SAVED_ADDRESSES })}</p>
            ) : (
              <>
                <h3 className="mb-3 font-bold">{t('addresses.add')}</h3>
                <AddressForm
                  key={`${addressNotice ?? 'new'}-${addresses.length}`}
                  locale={locale}
                  country={country}
                  initial={{ ...formValues(null), firstName: member.firstName, lastName: member.lastName, phoneNumber: member.phone ? formatPhone(member.phone, country) : '' }}
                  states={stateOptions(country, locale)}
                  labels={addressLabels()}
                />
              </>
            )}
          </div>
        </Section>
        <Section id="promotions" title={t('promo.title')}>
          <PromoForm
            locale={locale}
            initial={{ receivePromoAndSpecialEvents: member.receivePromoAndSpecialEvents, receivePromoPrint: member.receivePromoPrint }}
            labels={{ specialEvents: t('promo.specialEvents'), print: t('promo.print'), save: t('promo.save'), saving }}
          />
        </Section>
      </div>
    </AccountPageShell>
  );
}
