import { redirect } from 'next/navigation';
import { getMarket, localizedPath } from '@/lib/markets';

/** /user: the account dashboard lives at /user/myAccount. */
export default async function UserRoute({ params }: { params: Promise<{ locale: string }> }) {
  redirect(localizedPath('/user/myAccount', getMarket((await params).locale).locale));
}
