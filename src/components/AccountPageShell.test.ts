import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageViewData } from '@/lib/page-view';
import { AccountPageShell } from './AccountPageShell';

const render = (title?: string) =>
  renderToStaticMarkup(
    createElement(
      AccountPageShell,
      // The content goes in as createElement's third argument: the props alone have no children.
      { pageView: pageViewData('es-MX', 'myzone', 'wallet'), breadcrumbLabel: 'Ruta', breadcrumbs: [{ name: 'Mi cuenta', href: '/es-MX/user/myAccount' }, { name: 'Cartera' }], title } as ComponentProps<typeof AccountPageShell>,
      createElement('p', { id: 'content' }, 'contenido'),
    ),
  );

describe('the account page shell', () => {
  it('frames the page: breadcrumbs back to My Account, the heading, then the content', () => {
    const html = render('Cartera');
    expect(html).toMatch(/^<div class="mx-auto max-w-\[900px\] px-4 py-8"><nav aria-label="Ruta"/);
    expect(html).toContain('href="/es-MX/user/myAccount">Mi cuenta</a>');
    expect(html).toContain('<span aria-current="page" class="text-ink">Cartera</span>');
    expect(html.indexOf('</nav><h1 class="mt-3 text-2xl font-extrabold md:text-3xl">Cartera</h1><p id="content">')).toBeGreaterThan(0);
  });

  it('frames the order and profile pages with one link up, what sits beside it, and the wider column when asked', () => {
    const html = renderToStaticMarkup(
      createElement(
        AccountPageShell,
        { back: { href: '/es-MX/user/orderHistory', label: 'Pedidos', aside: createElement('button', { type: 'button' }, 'Ayuda') }, wide: true, title: 'Pedido 42' } as ComponentProps<typeof AccountPageShell>,
        createElement('p', { id: 'content' }, 'contenido'),
      ),
    );
    expect(html).toMatch(/^<div class="mx-auto w-full max-w-\[1000px\] px-4 py-8"><nav class="[^"]*"><a [^>]*href="\/es-MX\/user\/orderHistory">Pedidos<\/a><button type="button">Ayuda<\/button><\/nav><h1 class="[^"]*">Pedido 42<\/h1><p id="content">/);
    expect(html).not.toContain('aria-current');
  });

  it('leaves the heading to a page that lays it out with its own controls', () => {
    const html = render();
    expect(html).not.toContain('<h1');
    expect(html).toContain('</nav><p id="content">contenido</p></div>');
  });
});
