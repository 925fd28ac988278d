import { describe, expect, it } from 'vitest';
import { scriptSources } from './page-js';

describe('scriptSources', () => {
  it('lists the scripts a page makes a current browser load, once each, and leaves the nomodule polyfills out', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async="" nonce="x"></script>',
      '<script nonce="x">self.__next_f.push([1,""])</script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="/_next/static/chunks/b.js?v=1&amp;x=2" async=""></script>',
      '<link rel="preload" as="script" href="/_next/static/chunks/c.js"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
    ].join('');
    expect(scriptSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js?v=1&x=2']);
  });
});
