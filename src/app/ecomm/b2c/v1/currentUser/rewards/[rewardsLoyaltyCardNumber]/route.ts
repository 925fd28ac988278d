import type { NextRequest } from 'next/server';
import { decodeSegment } from '@/lib/input-text';
import { memberFromHeaders } from '@/server/customers/member';
import { ApiError, handle, privateJson, requestLocale } from '@/server/platform/http';
import { activityFilter, rewardsCardNotFound } from '@/server/rewards/activity';
import { rewardsStatement } from '@/server/rewards/queries';

const PROBLEMS = {
  fromDate: 'fromDate must be a date (YYYY-MM-DD)',
  toDate: 'toDate must be a date (YYYY-MM-DD)',
  range: 'fromDate must not be after toDate',
  orderType: 'order_type must be one of STOREORDER, ONLINEORDER, INSTOREORDER, RETURN, Adjustment',
} as const;


/**
 * GET /ecomm/b2c/v1/currentUser/rewards/{rewardsLoyaltyCardNumber}?fromDate=&toDate=&order_type=
 * (spec §7): the member's own card, its balances and its activity (days in the market, both
 * included). 401 for guests, 400 for a blank number, 404 for any card that is not the member's,
 * and where the programme does not run.
 */
export function GET(request: NextRequest, { params }: { params: Promise<{ rewardsLoyaltyCardNumber: string }> }) {
  return handle(async () => {
    const { locale, market } = requestLocale(request);
    if (!market.rewards) throw rewardsCardNotFound();
    const member = await memberFromHeaders(request.headers);
    if (!member) throw new ApiError(401, { errorCode: 'UNAUTHORIZED', errorMessageKey: 'rewards.page.errors.signedOut', errorMessageDefault: 'Sign in to see your Rewards' });
    const query = request.nextUrl.searchParams;
    const { filter, problem } = activityFilter({ fromDate: query.get('fromDate') ?? undefined, toDate: query.get('toDate') ?? undefined, orderType: query.get('order_type') ?? undefined }, locale);
    if (problem) throw new ApiError(400, { errorCode: 'VALIDATION_FAILED', errorMessageKey: `rewards.page.errors.${problem}`, errorMessageDefault: PROBLEMS[problem] });
    // The segment as typed ("%20" is a blank number); a malformed escape or a control character is taken as it came, which names no card.
    const segment = (await params).rewardsLoyaltyCardNumber;
    const statement = await rewardsStatement(member.id, decodeSegment(segment) ?? segment, filter);
    return privateJson({ rewardsId: statement.rewardsId, balances: statement.balances, activity: statement.activity });
  });
}
