/**
 * Name rules (spec §5 "Names", §9 "Rewards, names and formats"). Isomorphic: the browser forms and the
 * server schemas call the same functions. A rule returns null when the value is valid, or a message key
 * under the `validation` namespace of the catalogue, never a sentence.
 *
 * Decisions (the spec leaves them open or contradicts itself):
 * - Letters differ by market, as the spec's "pattern differs for Mexico" asks: Mexico takes A to Z and
 *   the Spanish accented letters (á é í ó ú ü ñ), Brazil the Portuguese ones (á à â ã é ê í ó ô õ ú ü ç);
 *   the US takes the Spanish set too, since Puerto Rico shops in the US market. Input is NFC-normalised first, so a decomposed "é" typed on a Mac counts.
 * - The spec's name pattern allows letters, spaces, hyphen, period and comma, while its generic check
 *   says "Only dashes and apostrophes are allowed in names." We accept the union: letters, space, hyphen,
 *   apostrophe (' and the typographic ’ that phones type), period and comma. "O'Brien", "Smith-Jones",
 *   "Martin Jr." and "King, Jr." are all real names; rejecting the apostrophe the message itself promises
 *   would be absurd. Period and comma are tolerated silently, so the message can stay the spec's sentence
 *   about dashes and apostrophes; any other character (digits, @, _, emoji...) gets that message.
 * - Spaces are counted after trimming, one by one ("Mary  Ann" has two).
 * - Length: at most NAME_MAX_LENGTH characters after trimming, and at least NAME_MIN_LENGTH characters
 *   that are not spaces ("A B" is too short).
 */
import { FIRST_NAME_MAX_SPACES, LAST_NAME_MAX_SPACES, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants';
import type { Market } from '../markets';

/** A message key of the `validation` namespace, e.g. 'validation.firstName.missing'. */
export type MessageKey = `validation.${string}`;

/** The market's country (spec §1): US, MX or BR. */
export type Country = Market['country'];

const ASCII_LETTERS = 'A-Za-z';
const SPANISH_ACCENTED = 'ÁÉÍÓÚÜÑáéíóúüñ';
const PORTUGUESE_ACCENTED = 'ÁÀÂÃÉÊÍÓÔÕÚÜÇáàâãéêíóôõúüç';

/** The letters names may use in each market (a regular-expression character-class body). */
export const NAME_LETTERS: Record<Country, string> = {
  // Puerto Rico is in the US market: José Muñoz must be able to type his name.
  US: ASCII_LETTERS + SPANISH_ACCENTED,
  MX: ASCII_LETTERS + SPANISH_ACCENTED,
  BR: ASCII_LETTERS + PORTUGUESE_ACCENTED,
};

/**
 * The letters addresses and cities may use: the accent variant of the spec everywhere. Mexico and Brazil
 * need it; the US takes the Spanish set too because Puerto Rico's streets and towns are Spanish
 * ("Calle Ñandú", "Mayagüez") and a correct address must never block an order.
 */
export const ADDRESS_LETTERS: Record<Country, string> = {
  US: ASCII_LETTERS + SPANISH_ACCENTED,
  MX: ASCII_LETTERS + SPANISH_ACCENTED,
  BR: ASCII_LETTERS + PORTUGUESE_ACCENTED,
};

/** Apostrophes: the ASCII one and the typographic one iOS and macOS type by default. */
export const APOSTROPHES = "'\u2019";

/** A field's text: non-strings count as empty; Unicode is composed (NFC) so accents compare as one letter. */
export function inputText(value: unknown): string {
  return typeof value === 'string' ? value.normalize('NFC') : '';
}

export function countSpaces(value: string): number {
  let spaces = 0;
  for (const character of value) if (character === ' ') spaces++;
  return spaces;
}

const nameCharacters = new Map<Country, RegExp>();
const nameLetter = new Map<Country, RegExp>();

function allowedNameCharacters(country: Country): RegExp {
  let pattern = nameCharacters.get(country);
  if (!pattern) {
    pattern = new RegExp(`^[${NAME_LETTERS[country]} ${APOSTROPHES}.,-]*$`);
    nameCharacters.set(country, pattern);
  }
  return pattern;
}

function hasNameLetter(value: string, country: Country): boolean {
  let pattern = nameLetter.get(country);
  if (!pattern) {
    pattern = new RegExp(`[${NAME_LETTERS[country]}]`);
    nameLetter.set(country, pattern);
  }
  return pattern.test(value);
}

function lengthOk(trimmed: string): boolean {
  return trimmed.length <= NAME_MAX_LENGTH && trimmed.replaceAll(' ', '').length >= NAME_MIN_LENGTH;
}

/**
 * The spec's name pattern: 2 to 30 of letters (by market), spaces, hyphen, period, comma, and apostrophes
 * (see the decision above), with at least one letter.
 */
export function isValidName(value: unknown, country: Country): boolean {
  const trimmed = inputText(value).trim();
  return allowedNameCharacters(country).test(trimmed) && hasNameLetter(trimmed, country) && lengthOk(trimmed);
}

/** Spec §5 first name: missing, then invalid characters, then more than one space, then the pattern. */
export function validateFirstName(value: unknown, country: Country): MessageKey | null {
  const trimmed = inputText(value).trim();
  if (!trimmed) return 'validation.firstName.missing';
  if (!allowedNameCharacters(country).test(trimmed)) return 'validation.firstName.invalid';
  if (countSpaces(trimmed) > FIRST_NAME_MAX_SPACES) return 'validation.firstName.tooManySpaces';
  if (!isValidName(trimmed, country)) return 'validation.firstName.invalid';
  return null;
}

/** Spec §5 last name: missing, then the pattern, then more than three spaces. */
export function validateLastName(value: unknown, country: Country): MessageKey | null {
  const trimmed = inputText(value).trim();
  if (!trimmed) return 'validation.lastName.missing';
  if (!allowedNameCharacters(country).test(trimmed)) return 'validation.lastName.invalid';
  if (countSpaces(trimmed) > LAST_NAME_MAX_SPACES) return 'validation.lastName.tooManySpaces';
  if (!isValidName(trimmed, country)) return 'validation.lastName.invalid';
  return null;
}

export type NameSpaceLimit = 1 | 2 | 3;

/**
 * Spec §5 generic name check with a space limit, in the spec's order: too many spaces, other characters,
 * no letters, fewer than 2 characters ignoring spaces. 'validation.name.tooManySpaces' needs the
 * `limit` value: the caller passes the limit it used, t(error, { limit }).
 */
export function validateName(value: unknown, options: { country: Country; maxSpaces: NameSpaceLimit }): MessageKey | null {
  const { country, maxSpaces } = options;
  const trimmed = inputText(value).trim();
  if (!trimmed) return 'validation.name.missing';
  if (countSpaces(trimmed) > maxSpaces) return 'validation.name.tooManySpaces';
  if (!allowedNameCharacters(country).test(trimmed)) return 'validation.name.invalidCharacters';
  if (!hasNameLetter(trimmed, country)) return 'validation.name.noLetters';
  if (!lengthOk(trimmed)) return 'validation.name.invalid';
  return null;
}
