import { Link } from '@/components/Link';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/Icon';

/** One of the header's icon-and-two-lines entries (vehicle, store, account). */
export function HeaderEntry({
  href,
  icon,
  title,
  hint,
  rel,
  className = '',
  testId,
  tone = 'onDark',
  textFrom = 'lg',
  titleClassName = '',
  hintClassName,
  fit = 'cut',
}: {
  href: string;
  icon: IconName;
  title: ReactNode;
  hint?: string;
  rel?: string;
  className?: string;
  testId?: string;
  tone?: 'onDark' | 'onLight';
  /** From which width the two lines of text show; below it only the icon (and an sr-only title). */
  textFrom?: 'lg' | 'always';
  titleClassName?: string;
  /** Replaces the hint's default colour. */
  hintClassName?: string;
  /**
   * How the two lines meet a narrow room. `cut`: each is truncated at its own width, and the entry
   * never narrows below it. `giveWay`: both lines narrow with the entry, down to a few letters,
   * with an ellipsis. `hintWhole`: the title gives way, the hint never (the store's hours), so the
   * entry narrows down to the hint's width. A line that gives way wraps anywhere and shows its first
   * line only (a `truncate`d line holds the entry at its own width).
   */
  fit?: 'cut' | 'giveWay' | 'hintWhole';
}) {
  const colours = tone === 'onDark' ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-line/60';
  const hintColour = tone === 'onDark' ? 'text-white/75' : 'text-muted';
  const textVisibility = textFrom === 'always' ? 'flex' : 'hidden lg:flex';
  const cut = 'max-w-64 truncate lg:max-w-52';
  const givesWay = 'line-clamp-1 min-w-full max-w-64 break-all lg:max-w-52';
  const titleFit = fit === 'cut' ? cut : givesWay;
  const hintFit = fit === 'cut' ? cut : fit === 'giveWay' ? givesWay : 'whitespace-nowrap';
  return (
    <Link href={href} rel={rel} data-testid={testId} className={`inline-flex min-h-11 items-center gap-2 rounded px-2 ${colours} ${className}`}>
      <Icon name={icon} className="h-6 w-6 shrink-0" />
      <span className={`${textVisibility} min-w-0 flex-col leading-tight`}>
        <span className={`${titleFit} text-sm font-semibold ${titleClassName}`}>{title}</span>
        {hint ? <span className={`${hintFit} text-xs ${hintClassName ?? hintColour}`}>{hint}</span> : null}
      </span>
      {textFrom === 'lg' ? <span className="sr-only lg:hidden">{title}</span> : null}
    </Link>
  );
}
