import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import enUS from '../../messages/en-US.json';
import esMX from '../../messages/es-MX.json';
import ptBR from '../../messages/pt-BR.json';
import { countLabel, countLabelsFrom } from './count-labels';

const catalogues = { 'en-US': enUS, 'es-MX': esMX, 'pt-BR': ptBR } as const;

describe('count labels', () => {
  for (const [locale, messages] of Object.entries(catalogues)) {
    it(`says the cart's count as the ICU message does in ${locale}, for every count the badge names`, () => {
      const t = createTranslator({ locale, messages, namespace: 'header.cart' });
      const labels = countLabelsFrom(locale, (count) => t('itemCount', { count }));
      for (let count = 0; count <= 120; count++) expect(countLabel(labels, locale, count)).toBe(t('itemCount', { count }));
    });
  }

  it('keeps the zero branch apart from the plural forms', () => {
    const labels = countLabelsFrom('en-US', (count) => (count === 0 ? 'Empty' : count === 1 ? '1 thing' : `${count} things`));
    expect(labels).toEqual({ zero: 'Empty', forms: { one: '{count} thing', other: '{count} things' } });
    expect(countLabel(labels, 'en-US', 0)).toBe('Empty');
    expect(countLabel(labels, 'en-US', 1)).toBe('1 thing');
    expect(countLabel(labels, 'en-US', 1234)).toBe('1,234 things');
  });
});
