'use client';

// The one place that imports Next's link (eslint.config.mjs points every other import here).
// eslint-disable-next-line no-restricted-imports
import NextLink from 'next/link';
// The router's context, which next/navigation's useRouter reads too: null outside the App Router
// (a component rendered alone, as the unit tests do), where useRouter would throw.
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useContext, type ComponentProps } from 'react';

/**
 * The store's link (docs/decisions/064): Next's client-side navigation, without its prefetch of
 * every link that scrolls into view. That prefetch asked the server for each visible link's page
 * (22 of them on the home page, twice: again when the header call changed the router's state),
 * while the page was still hydrating on the shopper's phone, and a server render for each. The page
 * behind a link is prefetched instead when the shopper shows they may follow it: a pointer over
 * it, a finger on it, keyboard focus on it.
 */
export function Link({ onMouseEnter, onTouchStart, onFocus, ...props }: Omit<ComponentProps<typeof NextLink>, 'prefetch'>) {
  const router = useContext(AppRouterContext);
  const intent = () => {
    if (router && typeof props.href === 'string' && /^\/(?!\/)/.test(props.href)) router.prefetch(props.href);
  };
  return (
    <NextLink
      {...props}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        intent();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        intent();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        intent();
      }}
    />
  );
}
