import { Link } from '@/components/Link';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { Locale } from '@/lib/markets';
import { resolveContentHref } from './links';

/**
 * Markdown of a content page, rendered on the server. Raw HTML is dropped (skipHtml) and
 * unsafe URLs are emptied (react-markdown's default URL transform); headings inside a
 * section start at h3 so the page keeps one h1 and section h2s. Pipe tables come from
 * GitHub-flavoured Markdown (remark-gfm).
 */
export function ContentMarkdown({ source, locale, newTabLabel }: { source: string; locale: Locale; newTabLabel: string }) {
  const components: Components = {
    h1: ({ children }) => <h3 className="mt-5 text-lg font-bold">{children}</h3>,
    h2: ({ children }) => <h3 className="mt-5 text-lg font-bold">{children}</h3>,
    h3: ({ children }) => <h3 className="mt-5 text-lg font-bold">{children}</h3>,
    h4: ({ children }) => <h4 className="mt-4 font-bold">{children}</h4>,
    h5: ({ children }) => <h4 className="mt-4 font-bold">{children}</h4>,
    h6: ({ children }) => <h4 className="mt-4 font-bold">{children}</h4>,
    p: ({ children }) => <p className="mt-3 leading-relaxed">{children}</p>,
    ul: ({ children }) => <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed">{children}</ul>,
    ol: ({ children }) => <ol className="mt-3 list-decimal space-y-1.5 pl-6 leading-relaxed">{children}</ol>,
    blockquote: ({ children }) => <blockquote className="mt-3 border-l-4 border-line pl-4 text-muted">{children}</blockquote>,
    hr: () => <hr className="my-6 border-line" />,
    table: ({ children }) => (
      <div className="mt-3 overflow-x-auto rounded-lg border border-line">
        <table className="w-full border-collapse text-left text-sm">{children}</table>
      </div>
    ),
    thead: ({ children }) => <thead className="bg-line/40">{children}</thead>,
    tr: ({ children }) => <tr className="border-t border-line align-top first:border-t-0">{children}</tr>,
    th: ({ children, style }) => (
      <th scope="col" style={style} className="px-3 py-2 font-bold">
        {children}
      </th>
    ),
    td: ({ children, style }) => (
      <td style={style} className="px-3 py-2">
        {children}
      </td>
    ),
    // Only our own images (a path on this site); anything else would load from a third party.
    img: ({ src, alt }) =>
      typeof src === 'string' && src.startsWith('/') && !src.startsWith('//') ? (
        // eslint-disable-next-line @next/next/no-img-element -- content images of unknown size, sized by CSS
        <img src={src} alt={alt ?? ''} loading="lazy" className="mt-3 h-auto max-w-full rounded-lg" />
      ) : null,
    a: ({ href, children }) => {
      const link = resolveContentHref(href ?? '', locale);
      const className = 'font-semibold underline underline-offset-2 hover:no-underline';
      if (link.external) {
        return (
          <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
            {children}
            <span className="sr-only"> ({newTabLabel})</span>
          </a>
        );
      }
      if (!link.href.startsWith('/')) return <a href={link.href} className={className}>{children}</a>;
      return (
        <Link href={link.href} className={className}>
          {children}
        </Link>
      );
    },
  };
  return (
    <div className="break-words [&>:first-child]:mt-0">
      <Markdown skipHtml remarkPlugins={[remarkGfm]} components={components}>
        {source}
      </Markdown>
    </div>
  );
}
