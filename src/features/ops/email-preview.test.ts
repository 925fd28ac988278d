import { describe, expect, it } from 'vitest';
import { linksIn, PREVIEW_SANDBOX, previewDocument } from './email-preview';

describe('e-mail preview', () => {
  it('lets the frame run no script and reach nothing but images', () => {
    expect(PREVIEW_SANDBOX.split(' ')).not.toContain('allow-scripts');
    expect(PREVIEW_SANDBOX.split(' ')).not.toContain('allow-same-origin');
    const doc = previewDocument('<!DOCTYPE html><html><body><p>Hi</p><script>alert(1)</script></body></html>');
    expect(doc).toMatch(/^<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none';[^"]*"><base target="_blank"><\/head><body>/);
  });

  it('puts its head first into a head the mail already has, or wraps a fragment', () => {
    expect(previewDocument('<html lang="es"><head><title>x</title></head><body></body></html>')).toMatch(/^<html lang="es"><head><meta charset="utf-8">.*<base target="_blank"><title>x<\/title>/);
    expect(previewDocument('<p>fragment</p>')).toMatch(/^<!DOCTYPE html><html><head>.*<\/head><body><p>fragment<\/p><\/body><\/html>$/);
  });

  it('lists each link of the text and the HTML once, without trailing punctuation', () => {
    const text = 'Reset your password: http://localhost:3000/resetPassword/abc_123.\nOr go to https://shop.example/es-MX/trackOrder?orderNumber=123456789&x=1';
    const html = '<a href="http://localhost:3000/resetPassword/abc_123">Reset</a><a href="https://shop.example/help?a=1&amp;b=2">Help</a><a href="javascript:alert(1)">no</a>';
    expect(linksIn(text, html)).toEqual([
      'http://localhost:3000/resetPassword/abc_123',
      'https://shop.example/es-MX/trackOrder?orderNumber=123456789&x=1',
      'https://shop.example/help?a=1&b=2',
    ]);
    expect(linksIn('Your code is 123456', '<p>123456</p>')).toEqual([]);
  });
});
