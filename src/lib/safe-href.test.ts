import { describe, expect, it } from 'vitest';
import { isSafeHref, withSafeLinks } from './safe-href';

describe('isSafeHref', () => {
  it('takes paths, fragments and http(s), mailto and tel addresses', () => {
    for (const href of ['/lp/deals', 'contactus', '#top', '?page=2', 'https://www.redline.example/x', 'http://a.example', '//cdn.example/x.png', 'mailto:ayuda@redline.example', 'tel:+525555555555', '/search?q=a:b']) {
      expect(isSafeHref(href), href).toBe(true);
    }
  });

  it('refuses every other scheme, however it is spelt', () => {
    for (const href of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', '  javascript:alert(1)', 'java\tscript:alert(1)', 'java\nscript:alert(1)', '\u0000javascript:x', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd']) {
      expect(isSafeHref(href), JSON.stringify(href)).toBe(false);
    }
  });
});

describe('withSafeLinks', () => {
  it('replaces the unsafe links under link keys, at any depth, and counts them', () => {
    const stored = { menuList: [{ heading: 'javascript:is text here', href: 'javascript:a()', links: [{ menu_link: { title: 't', href: '/ok' } }, { menu_link: { title: 'u', href: 'data:x' } }] }] };
    const { value, replaced } = withSafeLinks(stored);
    expect(replaced).toBe(2);
    expect(value).toEqual({ menuList: [{ heading: 'javascript:is text here', href: '#', links: [{ menu_link: { title: 't', href: '/ok' } }, { menu_link: { title: 'u', href: '#' } }] }] });
  });
});
