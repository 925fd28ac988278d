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
}) {
  const colours = tone === 'onDark' ? 'text-white hover:bg-white/10' : 'text-ink hover:bg-line/60';
  const hintColour = tone === 'onDark' ? 'text-white/75' : 'text-muted';
  const textVisibility = textFrom === 'always' ? 'flex' : 'hidden lg:flex';
  return (
    <Link href={href} rel={rel} data-testid={testId} className={`inline-flex min-h-11 items-center gap-2 rounded px-2 ${colours} ${className}`}>
      <Icon name={icon} className="h-6 w-6 shrink-0" />
      <span className={`${textVisibility} min-w-0 flex-col leading-tight`}>
        <span className={`max-w-64 truncate text-sm font-semibold lg:max-w-52 ${titleClassName}`}>{title}</span>
        {hint ? <span className={`max-w-64 truncate text-xs lg:max-w-52 ${hintClassName ?? hintColour}`}>{hint}</span> : null}
      </span>
      {textFrom === 'lg' ? <span className="sr-only lg:hidden">{title}</span> : null}
    </Link>
  );
}
