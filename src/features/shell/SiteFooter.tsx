import { Link } from '@/components/Link';
import { getTranslations } from 'next-intl/server';
import { Icon, isIconName } from '@/components/Icon';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';
import type { Footer, FooterGroup, FooterItem } from '@/server/content/documents';
import { FooterColumn } from './FooterColumn';
import type { FooterParts } from './parts';

function isExternal(href: string) {
  return /^https?:\/\//.test(href);
}

function FooterLink({ item, locale, className = '' }: { item: FooterItem; locale: Locale; className?: string }) {
  const href = item.CTALink ?? '#';
  const external = isExternal(href);
  const icon = isIconName(item.Icon) ? item.Icon : null;
  const content = icon ? (
    <>
      <Icon name={icon} className={item.smallIcon ? 'h-5 w-5' : 'h-7 w-7'} />
      {item.smallIcon ? <span className="sr-only">{item.altText ?? item.label}</span> : <span>{item.label}</span>}
    </>
  ) : (
    item.label
  );
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {content}
    </a>
  ) : (
    <Link href={localizedPath(href, locale)} className={className}>
      {content}
    </Link>
  );
}

function group(footer: Footer, section: keyof Footer, name: string): FooterGroup | undefined {
  return footer[section].find((g) => g.name === name);
}

function copyright(footer: Footer): string | undefined {
  const text = group(footer, 'footerBottom', 'copyright')?.items[0]?.middleLabelContent;
  return text?.replace('{year}', String(new Date().getFullYear()));
}

/** The shell's footer (spec §2.6): top, middle and bottom groups; Brazil keeps the legacy one. */
export async function SiteFooter({ locale, footer, parts }: { locale: Locale; footer: Footer; parts: FooterParts }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  if (getMarket(locale).features.legacyFooter) return <LegacyFooter locale={locale} footer={footer} parts={parts} cookieLabel={t('cookieSettings')} label={t('label')} />;

  const actions = group(footer, 'footerTop', 'actions');
  const social = group(footer, 'footerTop', 'social');
  const legal = group(footer, 'footerBottom', 'legal');
  const apps = group(footer, 'footerBottom', 'apps');
  const seal = group(footer, 'footerBottom', 'seal')?.items[0];

  return (
    <footer aria-label={t('label')} className="mt-12 bg-ink text-white/85">
      <div className="border-b border-white/15">
        <div className="mx-auto flex max-w-[1400px] flex-col gap-4 px-4 py-6 md:flex-row md:items-center md:justify-between">
          <ul className="flex flex-wrap gap-3">
            {actions?.items.map((item) => (
              <li key={item.name}>
                <FooterLink item={item} locale={locale} className="inline-flex min-h-11 items-center rounded border border-white/40 px-4 text-sm font-semibold text-white hover:bg-white/10" />
              </li>
            ))}
          </ul>
          {social ? (
            <div className="flex items-center gap-3">
              <span className="text-sm font-semibold">{social.title ?? t('followUs')}</span>
              <ul className="flex gap-1">
                {social.items.map((item) => (
                  <li key={item.name}>
                    <FooterLink item={item} locale={locale} className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10" />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>

      <div className="mx-auto grid max-w-[1400px] gap-x-8 px-4 py-4 md:grid-cols-4 md:py-8">
        {footer.footerMiddle.map((column) => (
          <FooterColumn key={column.name} title={column.title ?? column.name}>
            <ul className="space-y-1">
              {column.items.map((item) => (
                <li key={item.name}>
                  <FooterLink item={item} locale={locale} className="inline-flex min-h-9 items-center text-sm hover:text-white hover:underline" />
                </li>
              ))}
            </ul>
          </FooterColumn>
        ))}
      </div>

      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-[1400px] flex-col gap-4 px-4 py-6 lg:flex-row lg:items-center lg:justify-between">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {legal?.items.map((item) => (
              <li key={item.name}>
                <FooterLink item={item} locale={locale} className="inline-flex min-h-9 items-center text-sm underline-offset-2 hover:underline" />
              </li>
            ))}
            <li>
              <parts.CookieSettings label={t('cookieSettings')} />
            </li>
          </ul>
          <div className="flex flex-wrap items-center gap-3">
            {apps?.items.map((item) => (
              <FooterLink
                key={item.name}
                item={item}
                locale={locale}
                className="inline-flex min-h-11 items-center gap-2 rounded-md border border-white/40 px-3 text-xs font-semibold text-white hover:bg-white/10"
              />
            ))}
            {seal ? (
              <FooterLink item={seal} locale={locale} className="inline-flex min-h-11 items-center gap-2 text-xs text-white/85 hover:text-white" />
            ) : null}
          </div>
        </div>
        <p className="mx-auto max-w-[1400px] px-4 pb-6 text-xs text-white/70">{copyright(footer)}</p>
      </div>
    </footer>
  );
}

function LegacyFooter({ locale, footer, parts, cookieLabel, label }: { locale: Locale; footer: Footer; parts: FooterParts; cookieLabel: string; label: string }) {
  const links = footer.footerMiddle.flatMap((g) => g.items);
  return (
    <footer aria-label={label} data-variant="legacy" className="mt-12 border-t-4 border-brand bg-panel text-ink">
      <div className="mx-auto max-w-[1400px] px-4 py-6">
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          {links.map((item, i) => (
            // Two entries may share a link (terms and legal information are one page).
            <li key={`${i}-${item.name}`}>
              <FooterLink item={item} locale={locale} className="inline-flex min-h-9 items-center text-sm text-ink underline-offset-2 hover:underline" />
            </li>
          ))}
          <li className="[&_button]:text-ink [&_button]:hover:text-brand-dark">
            <parts.CookieSettings label={cookieLabel} />
          </li>
        </ul>
        <p className="mt-4 text-xs text-muted">{copyright(footer)}</p>
      </div>
    </footer>
  );
}
