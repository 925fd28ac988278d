import { memberRoute } from '@/features/account/member-route';
import { ADDRESS_NOTICES, ProfilePage, type AddressNotice } from '@/features/account/profile/ProfilePage';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const isNotice = (value: unknown): value is AddressNotice => (ADDRESS_NOTICES as readonly unknown[]).includes(value);

/** /user/myProfile (spec §2.3, sign-in required). `?editAddress=<id>` opens an address for editing; `?address=` says what the last address change did. */
export default async function MyProfileRoute({ params, searchParams }: Props) {
  const { locale, member } = await memberRoute(params, '/user/myProfile');
  const { editAddress, address } = await searchParams;
  return <ProfilePage locale={locale} member={member} editAddressId={typeof editAddress === 'string' ? editAddress : undefined} addressNotice={isNotice(address) ? address : undefined} />;
}
