import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import enUS from '../../../messages/en-US.json';

/**
 * Checkout's components run in the browser with only the messages CheckoutPage hands its
 * NextIntlClientProvider: a word from any other namespace shows as its key (the 3-D Secure
 * challenge once read "payments.authentication.title"). Every namespace and literal key the
 * components ask for must be among those sent, and exist.
 */
const DIR = import.meta.dirname;
const page = fs.readFileSync(path.join(DIR, 'CheckoutPage.tsx'), 'utf8');
const provider = /<NextIntlClientProvider[^>]*?messages=\{\{([\s\S]*?)\}\}\s*>/.exec(page)?.[1] ?? '';
const sent = [...provider.matchAll(/messages\.([\w.]+)/g)].map((match) => match[1]!);
const isSent = (key: string) => sent.some((namespace) => key === namespace || key.startsWith(`${namespace}.`));
const exists = (key: string) => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), enUS) !== undefined;

const components = (fs.readdirSync(DIR, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => ({ file, source: fs.readFileSync(path.join(DIR, file), 'utf8') }))
  .filter(({ source }) => source.includes('useTranslations('));

describe("checkout's words in the browser", () => {
  it('reads the namespaces CheckoutPage sends to the browser', () => {
    expect(sent).toEqual(expect.arrayContaining(['checkout', 'validation']));
    expect(components.map((c) => c.file)).toEqual(expect.arrayContaining(['CheckoutForm.tsx', 'CardAuthentication.tsx']));
  });

  it.each(components.map((c) => [c.file, c.source] as const))('%s asks only for words that are sent', (_file, source) => {
    // Each translator and its namespace (none: whole keys), then every literal key it is called with.
    const translators = [...source.matchAll(/const (\w+) = useTranslations\((?:'([\w.]+)')?\)/g)].map((match) => ({ name: match[1]!, namespace: match[2] }));
    expect(translators.length).toBeGreaterThan(0);
    const keys = translators.flatMap(({ name, namespace }) => [
      ...(namespace ? [namespace] : []),
      ...[...source.matchAll(new RegExp(`\\b${name}\\('([\\w.]+)'`, 'g'))].map((match) => (namespace ? `${namespace}.${match[1]!}` : match[1]!)),
    ]);
    for (const key of keys) {
      expect(isSent(key), `${key} is not among the messages CheckoutPage sends (${sent.join(', ')})`).toBe(true);
      expect(exists(key), `${key} is not in messages/en-US.json`).toBe(true);
    }
  });
});
