import type { ReactNode } from 'react';
import type { PageViewData } from '@/lib/analytics';
import { Breadcrumbs } from './Breadcrumbs';
import { PageView } from './PageView';

/**
 * The frame of a member's account page: its analytics page view, the breadcrumb trail back to
 * My Account and, when given, the page's heading; the page's content follows.
 */
export function AccountPageShell({
  pageView,
  breadcrumbLabel,
  breadcrumbs,
  title,
  children,
}: {
  pageView: PageViewData;
  breadcrumbLabel: string;
  breadcrumbs: { name: string; href?: string }[];
  /** The heading; leave it out when the page lays its heading out with other controls. */
  title?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-[900px] px-4 py-8">
      <PageView data={pageView} />
      <Breadcrumbs label={breadcrumbLabel} items={breadcrumbs} />
      {title === undefined ? null : <h1 className="mt-3 text-2xl font-extrabold md:text-3xl">{title}</h1>}
      {children}
    </div>
  );
}
