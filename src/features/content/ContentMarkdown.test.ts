import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/markets';
import { ContentMarkdown } from './ContentMarkdown';

const render = (source: string, locale: Locale = 'es-MX') => renderToStaticMarkup(createElement(ContentMarkdown, { source, locale, newTabLabel: 'new tab' }));

describe('content Markdown', () => {
  it('localises internal links and opens other sites in a new tab, safely', () => {
    const html = render('See [rewards help](/contactus/rewards) or [the map](https://maps.example.com/redline).');
    expect(html).toContain('href="/es-MX/contactus/rewards"');
    expect(html).toMatch(/<a href="https:\/\/maps\.example\.com\/redline" target="_blank" rel="noopener noreferrer"[^>]*>the map<span class="sr-only"> \(new tab\)<\/span><\/a>/);
    expect(html).not.toMatch(/href="\/contactus\/rewards"[^>]*target/);
  });

  it('drops raw HTML and unsafe link targets', () => {
    const html = render('Hi <script>alert(1)</script><b onclick="x()">bold</b>\n\n[click](javascript:alert(1))');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('<b');
    expect(html).not.toContain('javascript:');
  });

  it('keeps the page outline: headings in a body start at h3', () => {
    const html = render('# Big\n\n## Medium\n\ntext');
    expect(html).not.toMatch(/<h[12]/);
    expect(html.match(/<h3/g)).toHaveLength(2);
  });

  it('renders lists and emphasis', () => {
    const html = render('1. **Ask** at the counter\n2. Pay the deposit');
    expect(html).toMatch(/<ol[^>]*>\s*<li><strong>Ask<\/strong> at the counter<\/li>/);
  });
});

describe('content Markdown tables', () => {
  it('renders a pipe table with column headers and inline Markdown in its cells', () => {
    const html = render('Rates:\n\n| Method | Price |\n|---|--:|\n| Standard | **free** over [$35](/lp/faqs) |\n\nAfter.', 'en-US');
    expect(html).toMatch(/<th scope="col"[^>]*>Method<\/th>/);
    expect(html).toMatch(/<td style="text-align:right"[^>]*><strong>free<\/strong> over <a [^>]*href="\/lp\/faqs"/);
    expect(html).not.toContain('|---|');
    expect(html).toMatch(/<p[^>]*>Rates:<\/p>.*<table.*<p[^>]*>After\.<\/p>/s);
  });
});
