import { Link } from '@/components/Link';
import { Icon } from '@/components/Icon';
import { cartBadgeText } from '@/lib/display';
import { MINI_CART_BADGE_MAX } from '@/lib/constants';
import { HIDDEN_WHILE_PENDING } from '@/lib/shopper-parts';

export function CartLink({ href, itemCount, label, manyLabel, title }: { href: string; itemCount: number; label: string; manyLabel: string; title: string }) {
  return (
    <Link
      href={href}
      data-testid="cart-link"
      className="relative inline-flex min-h-11 items-center gap-2 rounded px-2 text-white hover:bg-white/10"
    >
      <span className="relative">
        <Icon name="cart" className="h-7 w-7" />
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className={`absolute -right-2.5 -top-2 min-w-5 rounded-full bg-brand px-1 text-center text-[11px] font-bold leading-5 text-white ${HIDDEN_WHILE_PENDING}`}
        >
          {cartBadgeText(itemCount)}
        </span>
      </span>
      <span aria-hidden="true" className="hidden text-sm font-semibold lg:inline">
        {title}
      </span>
      <span className="sr-only">{itemCount > MINI_CART_BADGE_MAX ? manyLabel : label}</span>
    </Link>
  );
}
