/**
 * Words with a count in them for client components, without an ICU message parser in the
 * browser (docs/decisions/045). The server formats the catalogue's plural message once per
 * plural category of the locale (and for zero, which our messages say with `=0`), leaving
 * `{count}` where the number goes; the browser picks the form with Intl.PluralRules and puts
 * the number in. Only `=0` is kept as an exact match: a message with another `=n` branch
 * needs its own label.
 */
export interface CountLabels {
  /** The text for no items at all (the message's `=0` branch, or its plural form for 0). */
  zero: string;
  /** The message's form for each plural category of the locale, with `{count}` for the number. */
  forms: Partial<Record<Intl.LDMLPluralRule, string>>;
}

const PLACEHOLDER = '{count}';
/** Every category of the locales we serve has an example below this (CLDR plural rules). */
const SEARCH_UP_TO = 1_000_000;

/** A number the locale puts in `category`, other than 0 (its own branch); candidates grow so that one is found quickly. */
function exampleOf(category: Intl.LDMLPluralRule, rules: Intl.PluralRules): number | null {
  for (let n = 1; n <= SEARCH_UP_TO; n = n < 200 ? n + 1 : n * 10 + 1) {
    if (rules.select(n) === category) return n;
  }
  return null;
}

/** On the server: the labels of a plural message, from a formatter of it (`(count) => t('key', { count })`). */
export function countLabelsFrom(locale: string, format: (count: number) => string): CountLabels {
  const rules = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const forms: CountLabels['forms'] = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    const n = exampleOf(category, rules);
    if (n === null) continue;
    const text = format(n);
    const written = numbers.format(n);
    forms[category] = text.includes(written) ? text.replace(written, PLACEHOLDER) : text;
  }
  return { zero: format(0), forms };
}

/** In the browser (or anywhere): the label for `count`. */
export function countLabel(labels: CountLabels, locale: string, count: number): string {
  if (count === 0) return labels.zero;
  const form = labels.forms[new Intl.PluralRules(locale).select(count)] ?? labels.forms.other ?? labels.zero;
  return form.replace(PLACEHOLDER, new Intl.NumberFormat(locale).format(count));
}
