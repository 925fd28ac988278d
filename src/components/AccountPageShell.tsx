import { Link } from '@/components/Link';
import type { ReactNode } from 'react';
import type { PageViewData } from '@/lib/analytics';
import { Breadcrumbs } from './Breadcrumbs';
import { PageView } from './PageView';

/** The way back: the breadcrumb trail to My Account, or one link up (My Account, the order history) with what sits at its right (a "Need help?" button). */
type WayBack =
  | { breadcrumbLabel: string; breadcrumbs: { name: string; href?: string }[]; back?: never }
  | { back: { href: string; label: string; aside?: ReactNode }; breadcrumbLabel?: never; breadcrumbs?: never };

/**
 * The frame of a member's account page: its analytics page view, the way back and, when given,
 * the page's heading; the page's content follows.
 */

export function AccountPageShell({
  pageView,
  breadcrumbLabel,
  breadcrumbs,
  back,
  wide = false,
  title,
  children,
}: WayBack & {
  /** Left out where the route sends the page view itself. */
  pageView?: PageViewData;
  /** The order pages' wider column (1000 px instead of 900). */
  wide?: boolean;
  /** The heading; leave it out when the page lays its heading out with other controls. */
  title?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'mx-auto w-full max-w-[1000px] px-4 py-8' : 'mx-auto max-w-[900px] px-4 py-8'}>
      {pageView ? <PageView data={pageView} /> : null}
      {breadcrumbs ? <Breadcrumbs label={breadcrumbLabel} items={breadcrumbs} /> : null}
      {back ? (
        <nav className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
          <Link href={back.href} className="inline-flex min-h-11 items-center underline">
            {back.label}
          </Link>
          {back.aside}
        </nav>
      ) : null}
      {title === undefined ? null : <h1 className={back ? 'mt-1 text-2xl font-extrabold md:text-3xl' : 'mt-3 text-2xl font-extrabold md:text-3xl'}>{title}</h1>}
      {children}
    </div>
  );
}
