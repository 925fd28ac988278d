/**
 * Address validation (spec §4 "Address validation" statuses, §7 "Address validation (carrier)"): the check
 * the checkout makes before it places an order with a shipping address. DESIGN.md puts the carrier behind
 * an interface with a built-in implementation "by rules and postal-code data"; this module is that built-in
 * implementation. No database: US ZIPs come from the npm package `zipcodes`, Mexico and Brazil from the
 * postal-code ranges of each state below.
 *
 * Statuses. The spec lists seven; the server answers four of them:
 * - 'success': the address is deliverable as entered (the normalised address is echoed as `suggestion`,
 *   with no corrections: save that one).
 * - 'edit-not-found': the address was found with corrections; `suggestion` is the corrected address and
 *   `corrections` names the fields that differ. The shopper uses it, keeps theirs or edits.
 * - 'not-found-without-suggestion': the postal code is unknown or the street line cannot be delivered to
 *   (a US street line without a house number); no suggestion.
 * - 'not-required': billing-only addresses (actionType 'billing') are not checked with the carrier, since
 *   the card issuer verifies the billing address (AVS) when the payment is authorised. The client treats
 *   it as success.
 * 'invalid' is the form failing its rules (a 400 here, AddressInputError), 'requesting' is the call in
 * flight and 'failure' the call failing (network, 5xx): both are states of the client, not answers.
 *
 * Decisions:
 * - Differences of case, spacing and periods alone are not corrections ("123 main st." is the same line as
 *   "123 Main St"): the address is echoed in standard form with status 'success', so nobody gets a dialog
 *   for typing in lower case. Real changes (Street→St, a wrong city or state) are corrections.
 * - United States: the ZIP decides the city and state (`zipcodes` has the ZIP's preferred city only; an
 *   alternative city name the Postal Service also accepts gets a suggestion the shopper may decline). City
 *   names compare without case, accents or punctuation and with the usual short forms (St/Saint, Ft/Fort,
 *   Mt/Mount...). Street lines are standardised the way USPS Publication 28 does (suffixes, directionals,
 *   secondary unit designators, PO Box). The street line is address1: without a digit it has no house
 *   number and carriers cannot find it, unless it is a PO Box. Territory addresses (Puerto Rico, the
 *   Virgin Islands) are accepted as entered when `zipcodes` knows the ZIP in that territory: their city
 *   names (Puerto Rico's urbanizaciones) and street lines (Spanish) do not follow the mainland rules.
 *   ZIPs of places the store does not ship to (military AA/AE/AP, Guam and the other Pacific territories,
 *   the Freely Associated States) and Canadian entries of `zipcodes` are not in the form's state list
 *   (src/lib/regions.ts), so they count as unknown.
 * - Mexico and Brazil: the first digits of the código postal / CEP give the state. There is no city data
 *   here, so the city is not checked, only tidied. Street lines are tidied lightly (spaces collapsed, a
 *   line in capitals put in title case; abbreviations such as "Av." are kept as typed).
 */
import zipcodes from 'zipcodes';
import { requestIdOfContext, type ErrorDetail, type ErrorEnvelope } from '@/lib/errors';
import type { Locale } from '@/lib/markets';
import { addressFormSchema, STATE_CODES, type AddressPayload } from '@/lib/validation/address';
import type { Country } from '@/lib/validation/names';
import { translatorFor } from '@/i18n/catalogues';
import { DomainError } from '@/server/platform/domain-error';

export type AddressValidationStatus = 'success' | 'edit-not-found' | 'not-found-without-suggestion' | 'not-required';
export type CorrectableField = 'address1' | 'address2' | 'city' | 'state' | 'postalCode';

/** An address as it should be saved and shipped to: the form's payload in standard form, with its country. */
export interface NormalizedAddress extends AddressPayload {
  country: Country;
}

/** Why the result is what it is: message keys of the checkout's address-validation dialog. */
export type AddressValidationMessage =
  | 'checkout.addressValidation.reasons.unknownPostalCode'
  | 'checkout.addressValidation.reasons.noHouseNumber'
  | 'checkout.addressValidation.reasons.cityMismatch'
  | 'checkout.addressValidation.reasons.stateMismatch'
  | 'checkout.addressValidation.reasons.streetStandardized';

export interface AddressValidationResult {
  status: AddressValidationStatus;
  /** The address to use: the corrected one ('edit-not-found') or the one entered in standard form ('success'). */
  suggestion?: NormalizedAddress;
  /** The fields of `suggestion` that differ from what was entered, in form order. */
  corrections: CorrectableField[];
  messages: AddressValidationMessage[];
}

/** The carrier's seat (DESIGN.md): another implementation (a real carrier API) can take this shape. */
export interface AddressValidator {
  check(address: AddressPayload, country: Country): Promise<AddressValidationResult>;
}

export const rulesAddressValidator: AddressValidator = {
  check: async (address, country) => checkAddress(address, country),
};

// ---------------------------------------------------------------- input

export interface AddressFieldError {
  /** The form field (zipCode for the postal code, as the form names it); absent for a body that is not an object. */
  field?: string;
  errorMessageKey: string;
}

/** The address form failing its rules (the 'invalid' status): a 400 with one envelope detail per field. */
export class AddressInputError extends DomainError {
  constructor(readonly fields: AddressFieldError[]) {
    const first = fields[0] ?? { errorMessageKey: 'validation.form.incomplete' };
    super('malformed', {
      errorCode: 'VALIDATION_FAILED',
      errorMessageKey: first.errorMessageKey,
      errorMessageDefault: first.field ? `${first.field}: ${first.errorMessageKey}` : first.errorMessageKey,
    });
  }
}

/**
 * The address form checked by its own rules (addressFormSchema). Takes the form's fields; `postalCode`
 * (the payload's name, as the carrier call has it) is accepted for `zipCode`.
 */
export function parseAddressInput(input: unknown, country: Country): AddressPayload {
  let values = input;
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    const record = input as Record<string, unknown>;
    values = record.zipCode === undefined && record.postalCode !== undefined ? { ...record, zipCode: record.postalCode } : record;
  } else {
    values = null;
  }
  const parsed = addressFormSchema(country).safeParse(values);
  if (parsed.success) return parsed.data;
  const fields: AddressFieldError[] = [];
  for (const issue of parsed.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : undefined;
    if (field && fields.some((f) => f.field === field)) continue;
    fields.push({ ...(field ? { field } : {}), errorMessageKey: issue.message });
  }
  throw new AddressInputError(fields);
}

/** The 400 body of an AddressInputError: the one envelope, one detail per field, messages in the shopper's language. */
export async function addressInputErrorBody(error: AddressInputError, locale: Locale): Promise<ErrorEnvelope & { errorDetails: (ErrorDetail & { field?: string })[] }> {
  const t = await translatorFor(locale);
  const say = (key: string) => {
    try {
      return t(key as never);
    } catch {
      return key;
    }
  };
  const details = error.fields.map((f) => ({
    errorCode: 'VALIDATION_FAILED',
    errorMessageKey: f.errorMessageKey,
    errorMessageDefault: say(f.errorMessageKey),
    ...(f.field ? { field: f.field } : {}),
  }));
  const first = details[0]!;
  const requestId = requestIdOfContext();
  return { errorCode: first.errorCode, errorMessageKey: first.errorMessageKey, errorMessageDefault: first.errorMessageDefault, errorDetails: details, ...(requestId ? { requestId } : {}) };
}

// ---------------------------------------------------------------- entry points

/** Checks the address form (400 AddressInputError when it breaks the form's rules), then the address itself. */
export function validateAddress(input: unknown, country: Country): AddressValidationResult {
  return checkAddress(parseAddressInput(input, country), country);
}

/** The check of an address that already passed the form's rules. */
export function checkAddress(address: AddressPayload, country: Country): AddressValidationResult {
  if (address.actionType === 'billing') return { status: 'not-required', corrections: [], messages: [] };
  switch (country) {
    case 'US':
      return checkUs(address);
    case 'MX':
      return checkByState(address, 'MX', mxStateOfPostalCode(address.postalCode));
    case 'BR':
      return checkByState(address, 'BR', brStateOfCep(address.postalCode));
  }
}

function notFound(message: AddressValidationMessage): AddressValidationResult {
  return { status: 'not-found-without-suggestion', corrections: [], messages: [message] };
}

/** Same line for a shopper: case, periods, commas and runs of spaces aside. */
function sameLine(a: string, b: string): boolean {
  const key = (s: string) => s.toLowerCase().replace(/[.,#]/g, ' ').replace(/\s+/g, ' ').trim();
  return key(a) === key(b);
}

function finish(entered: AddressPayload, suggestion: NormalizedAddress, messages: AddressValidationMessage[], cityMatches: boolean): AddressValidationResult {
  const corrections: CorrectableField[] = [];
  if (!sameLine(entered.address1, suggestion.address1)) corrections.push('address1');
  if (!sameLine(entered.address2, suggestion.address2)) corrections.push('address2');
  if (!cityMatches) corrections.push('city');
  if (entered.state !== suggestion.state) corrections.push('state');
  if (entered.postalCode !== suggestion.postalCode) corrections.push('postalCode');
  const all = [...messages];
  if (corrections.includes('address1') || corrections.includes('address2')) all.push('checkout.addressValidation.reasons.streetStandardized');
  return { status: corrections.length ? 'edit-not-found' : 'success', suggestion, corrections, messages: all };
}

// ---------------------------------------------------------------- United States

const TERRITORIES = new Set(['PR', 'VI']);

/** The place `zipcodes` has for a 5-digit US ZIP in one of the form's states, or null. */
export function lookupUsZip(zip: string): { city: string; state: string } | null {
  if (!/^\d{5}$/.test(zip)) return null;
  const place = zipcodes.lookup(zip);
  if (!place || place.country !== 'US' || !STATE_CODES.US.includes(place.state)) return null;
  return { city: place.city, state: place.state };
}

function checkUs(a: AddressPayload): AddressValidationResult {
  const place = lookupUsZip(a.postalCode);
  if (!place) return notFound('checkout.addressValidation.reasons.unknownPostalCode');
  const address1 = standardizeUsStreetLine(a.address1);
  if (!PO_BOX_STANDARD.test(address1) && !/\d/.test(a.address1)) return notFound('checkout.addressValidation.reasons.noHouseNumber');

  const special = TERRITORIES.has(place.state);
  if (special && a.state === place.state) {
    return { status: 'success', suggestion: { ...a, country: 'US' }, corrections: [], messages: [] };
  }

  const cityMatches = sameCity(a.city, place.city);
  const stateMatches = a.state === place.state;
  const zipCity = place.city;
  const suggestion: NormalizedAddress = {
    ...a,
    address1: special ? a.address1 : address1,
    address2: special ? a.address2 : standardizeUsSecondaryLine(a.address2),
    city: cityMatches ? tidyWords(a.city) : zipCity,
    state: place.state,
    country: 'US',
  };
  const messages: AddressValidationMessage[] = [];
  if (!cityMatches) messages.push('checkout.addressValidation.reasons.cityMismatch');
  if (!stateMatches) messages.push('checkout.addressValidation.reasons.stateMismatch');
  return finish(a, suggestion, messages, cityMatches);
}

/** Short forms of words in US city names, to their long form (the key compares long forms). */
const CITY_WORDS = new Map<string, string>(Object.entries({
  st: 'saint',
  ste: 'sainte',
  ft: 'fort',
  mt: 'mount',
  mtn: 'mountain',
  pt: 'point',
  hts: 'heights',
  spgs: 'springs',
  spg: 'spring',
  jct: 'junction',
  vlg: 'village',
  twp: 'township',
  ctr: 'center',
  centre: 'center',
  bch: 'beach',
  lk: 'lake',
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
}));

/** A city name reduced for comparison: no accents, case, punctuation or spaces; short forms spelt out. */
export function cityKey(city: string): string {
  return city
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => CITY_WORDS.get(word) ?? word)
    .join('');
}

export function sameCity(a: string, b: string): boolean {
  return cityKey(a) === cityKey(b);
}

/** USPS Publication 28, appendix C1: street suffixes (the common ones and their usual misspellings). */
const SUFFIXES = new Map<string, string>();
for (const [standard, ...variants] of [
  ['St', 'street', 'str', 'strt', 'st'],
  ['Ave', 'avenue', 'av', 'aven', 'avenu', 'avn', 'ave'],
  ['Blvd', 'boulevard', 'boul', 'boulv', 'blvd'],
  ['Dr', 'drive', 'drv', 'driv', 'dr'],
  ['Rd', 'road', 'rd'],
  ['Ln', 'lane', 'ln'],
  ['Ct', 'court', 'crt', 'ct'],
  ['Pl', 'place', 'pl'],
  ['Pkwy', 'parkway', 'parkwy', 'pkway', 'pky', 'pkwy'],
  ['Hwy', 'highway', 'highwy', 'hiway', 'hiwy', 'hway', 'hwy'],
  ['Cir', 'circle', 'circ', 'circl', 'crcl', 'crcle', 'cir'],
  ['Ter', 'terrace', 'terr', 'ter'],
  ['Trl', 'trail', 'trails', 'trls', 'trl'],
  ['Sq', 'square', 'sqr', 'sqre', 'squ', 'sq'],
  ['Expy', 'expressway', 'expr', 'express', 'expw', 'expy'],
  ['Fwy', 'freeway', 'freewy', 'frway', 'frwy', 'fwy'],
  ['Plz', 'plaza', 'plza', 'plz'],
  ['Aly', 'alley', 'allee', 'ally', 'aly'],
  ['Xing', 'crossing', 'crssng', 'xing'],
  ['Tpke', 'turnpike', 'trnpk', 'turnpk', 'tpke'],
  ['Hts', 'heights', 'ht', 'hts'],
  ['Ctr', 'center', 'centre', 'cntr', 'centr', 'cnter', 'ctr'],
  ['Cv', 'cove', 'cv'],
  ['Way', 'way', 'wy'],
] as const) {
  for (const variant of variants) SUFFIXES.set(variant, standard);
}

const DIRECTIONALS = new Map<string, string>(Object.entries({
  north: 'N',
  south: 'S',
  east: 'E',
  west: 'W',
  northeast: 'NE',
  northwest: 'NW',
  southeast: 'SE',
  southwest: 'SW',
  n: 'N',
  s: 'S',
  e: 'E',
  w: 'W',
  ne: 'NE',
  nw: 'NW',
  se: 'SE',
  sw: 'SW',
}));

/** USPS Publication 28, appendix C2: secondary unit designators. */
const UNITS = new Map<string, string>(Object.entries({
  apartment: 'Apt',
  apt: 'Apt',
  suite: 'Ste',
  ste: 'Ste',
  unit: 'Unit',
  building: 'Bldg',
  bldg: 'Bldg',
  floor: 'Fl',
  fl: 'Fl',
  room: 'Rm',
  rm: 'Rm',
  department: 'Dept',
  dept: 'Dept',
  lot: 'Lot',
  space: 'Spc',
  spc: 'Spc',
  trailer: 'Trlr',
  trlr: 'Trlr',
  office: 'Ofc',
  ofc: 'Ofc',
  penthouse: 'Ph',
  ph: 'Ph',
  basement: 'Bsmt',
  bsmt: 'Bsmt',
}));

const PO_BOX_INPUT = /^(?:p\s*\.?\s*o\s*\.?\s*|post\s+office\s+)box\s*#?\s*([a-z0-9][a-z0-9-]*)\s*(.*)$/i;
const PO_BOX_STANDARD = /^PO Box \S+/;

/** A word without its periods (USPS drops them), unless they sit between digits. */
const bare = (word: string) => word.replace(/(?<!\d)\.|\.(?!\d)/g, '');
const lower = (word: string) => bare(word).toLowerCase();

/**
 * Title case for a word typed all in lower case or all in capitals; mixed case ("McDonald") is kept.
 * Hyphenated parts each get a capital ("Winston-Salem"), as does a letter after a one-letter prefix and
 * an apostrophe ("O'Farrell"); words with digits: ordinals in lower case ("5th"), others in capitals ("12B").
 */
export function tidyWord(word: string): string {
  if (/\d/.test(word)) return /^\d+(?:st|nd|rd|th)$/i.test(word) ? word.toLowerCase() : word.toUpperCase();
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (!letters || (letters !== letters.toLowerCase() && letters !== letters.toUpperCase())) return word;
  return word
    .toLowerCase()
    .replace(/(^|[-\s])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/^(\p{L})(['’])(\p{L})/u, (_, a: string, mark: string, b: string) => a + mark + b.toUpperCase());
}

const tidyWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).map(tidyWord).join(' ');

/** Whether tokens[i] starts a secondary unit ("Apt 4", "Ste B", "#12", "Unit 3"). */
function startsUnit(tokens: string[], i: number): boolean {
  const token = tokens[i]!;
  if (token.startsWith('#')) return true;
  if (!UNITS.has(lower(token))) return false;
  const next = tokens[i + 1];
  return next !== undefined && (/\d/.test(next) || /^#/.test(next) || /^\p{L}$/u.test(next));
}

/** A secondary unit in standard form: the designator abbreviated, "#" dropped after a designator, the number in capitals. */
function standardizeUnit(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const unit = UNITS.get(lower(token));
    if (unit && startsUnit(tokens, i)) {
      out.push(unit);
      const next = tokens[i + 1]!;
      if (next === '#') i++;
      else if (next.startsWith('#') && next.length > 1) {
        tokens[i + 1] = next.slice(1);
      }
      continue;
    }
    if (token.startsWith('#') && token.length > 1) out.push(`#${tidyWord(token.slice(1))}`);
    else out.push(token === '#' ? '#' : tidyWord(bare(token)));
  }
  return out;
}

/**
 * A US street line the way USPS Publication 28 writes it: "123 north main street apartment 4" →
 * "123 N Main St Apt 4", "P.O. Box 12" → "PO Box 12". The suffix is abbreviated when it ends the street
 * name (before a post-directional and a unit), a directional when it is not the street's own name
 * ("123 North St" stays), "Highway 20" becomes "Hwy 20".
 */
export function standardizeUsStreetLine(line: string): string {
  const text = line.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return '';
  const poBox = PO_BOX_INPUT.exec(text);
  if (poBox) {
    const rest = poBox[2]!.trim();
    return [`PO Box ${poBox[1]!.toUpperCase()}`, ...(rest ? standardizeUnit(rest.split(' ')) : [])].join(' ');
  }
  const tokens = text.split(' ');
  let unitAt = tokens.length;
  for (let i = 1; i < tokens.length; i++) {
    if (startsUnit(tokens, i) && (i >= 2 || tokens[i]!.startsWith('#'))) {
      unitAt = i;
      break;
    }
  }
  const words = tokens.slice(0, unitAt).map((w) => tidyWord(bare(w)));
  const start = words.length && /\d/.test(words[0]!) ? 1 : 0;
  let end = words.length;

  // Post-directional: "Main St North" → "Main St N", when a street name remains before it.
  const post = DIRECTIONALS.get(lower(words[end - 1] ?? ''));
  if (end - start >= 2 && post) {
    words[end - 1] = post;
    end--;
  }
  // Suffix: the last word of the street name, with a name before it.
  let nameEnd = end;
  const suffix = SUFFIXES.get(lower(words[end - 1] ?? ''));
  if (end - start >= 2 && suffix) {
    words[end - 1] = suffix;
    nameEnd = end - 1;
  } else if (end - start >= 2 && /^\d+[A-Z]?$/.test(words[end - 1]!) && ['highway', 'road'].includes(lower(words[end - 2]!))) {
    // "State Highway 20", "County Road 5".
    words[end - 2] = SUFFIXES.get(lower(words[end - 2]!))!;
  }
  // Pre-directional: "North Main St" → "N Main St", but "North St" keeps its name.
  const pre = DIRECTIONALS.get(lower(words[start] ?? ''));
  if (nameEnd - start >= 2 && pre) {
    words[start] = pre;
  }
  return [...words, ...standardizeUnit(tokens.slice(unitAt))].join(' ');
}

/** A US address line 2 (usually a secondary unit: "apartment 4" → "Apt 4"; "PO Box" too). */
export function standardizeUsSecondaryLine(line: string): string {
  const text = line.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
  if (!text) return '';
  if (PO_BOX_INPUT.test(text)) return standardizeUsStreetLine(text);
  return standardizeUnit(text.split(' ')).join(' ');
}

// ---------------------------------------------------------------- Mexico and Brazil

/**
 * Mexico's códigos postales by state: the first two digits (Correos de México / SEPOMEX). Prefixes 00 and
 * 17 to 19 are not assigned.
 */
const MX_PREFIXES: readonly (readonly [from: number, to: number, state: string])[] = [
  [1, 16, 'CDMX'],
  [20, 20, 'AGS'],
  [21, 22, 'BC'],
  [23, 23, 'BCS'],
  [24, 24, 'CAMP'],
  [25, 27, 'COAH'],
  [28, 28, 'COL'],
  [29, 30, 'CHIS'],
  [31, 33, 'CHIH'],
  [34, 35, 'DGO'],
  [36, 38, 'GTO'],
  [39, 41, 'GRO'],
  [42, 43, 'HGO'],
  [44, 49, 'JAL'],
  [50, 57, 'MEX'],
  [58, 61, 'MICH'],
  [62, 62, 'MOR'],
  [63, 63, 'NAY'],
  [64, 67, 'NL'],
  [68, 71, 'OAX'],
  [72, 75, 'PUE'],
  [76, 76, 'QRO'],
  [77, 77, 'QROO'],
  [78, 79, 'SLP'],
  [80, 82, 'SIN'],
  [83, 85, 'SON'],
  [86, 86, 'TAB'],
  [87, 89, 'TAMPS'],
  [90, 90, 'TLAX'],
  [91, 96, 'VER'],
  [97, 97, 'YUC'],
  [98, 99, 'ZAC'],
];

/** The state (a STATE_CODES.MX code) of a 5-digit código postal, or null for an unassigned prefix. */
export function mxStateOfPostalCode(postalCode: string): string | null {
  if (!/^\d{5}$/.test(postalCode)) return null;
  const prefix = Number(postalCode.slice(0, 2));
  return MX_PREFIXES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}

/** Brazil's CEP ranges by UF (Correios), on the CEP's first five digits. */
const BR_RANGES: readonly (readonly [from: number, to: number, state: string])[] = [
  [1000, 19999, 'SP'],
  [20000, 28999, 'RJ'],
  [29000, 29999, 'ES'],
  [30000, 39999, 'MG'],
  [40000, 48999, 'BA'],
  [49000, 49999, 'SE'],
  [50000, 56999, 'PE'],
  [57000, 57999, 'AL'],
  [58000, 58999, 'PB'],
  [59000, 59999, 'RN'],
  [60000, 63999, 'CE'],
  [64000, 64999, 'PI'],
  [65000, 65999, 'MA'],
  [66000, 68899, 'PA'],
  [68900, 68999, 'AP'],
  [69000, 69299, 'AM'],
  [69300, 69399, 'RR'],
  [69400, 69899, 'AM'],
  [69900, 69999, 'AC'],
  [70000, 72799, 'DF'],
  [72800, 72999, 'GO'],
  [73000, 73699, 'DF'],
  [73700, 76799, 'GO'],
  [76800, 76999, 'RO'],
  [77000, 77999, 'TO'],
  [78000, 78899, 'MT'],
  [79000, 79999, 'MS'],
  [80000, 87999, 'PR'],
  [88000, 89999, 'SC'],
  [90000, 99999, 'RS'],
];

/**
 * The UF of a CEP, or null. The form sends Brazil's 8 digits (postalCodeToSend keeps them); a 5-digit
 * prefix is read the same, since the ranges are on the first five.
 */
export function brStateOfCep(cep: string): string | null {
  const digits = cep.replace(/\D/g, '');
  if (digits.length !== 8 && digits.length !== 5) return null;
  const prefix = Number(digits.slice(0, 5));
  return BR_RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
}

const PARTICLES: Record<'MX' | 'BR', Set<string>> = {
  MX: new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e']),
  BR: new Set(['de', 'da', 'do', 'das', 'dos', 'e']),
};

/** A Spanish or Portuguese line: spaces collapsed; a line typed in capitals in title case ("AV. PAULISTA" → "Av. Paulista"). */
export function tidyLatinLine(line: string, country: 'MX' | 'BR'): string {
  const text = line.replace(/\s+/g, ' ').trim();
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 2 || letters !== letters.toUpperCase()) return text;
  return text
    .split(' ')
    .map((word, i) => {
      if (/\//.test(word) || /\d/.test(word)) return word; // "S/N", "3B"
      const small = word.toLowerCase();
      return i > 0 && PARTICLES[country].has(small) ? small : tidyWord(word);
    })
    .join(' ');
}

function checkByState(a: AddressPayload, country: 'MX' | 'BR', state: string | null): AddressValidationResult {
  if (!state) return notFound('checkout.addressValidation.reasons.unknownPostalCode');
  const suggestion: NormalizedAddress = {
    ...a,
    address1: tidyLatinLine(a.address1, country),
    address2: tidyLatinLine(a.address2, country),
    // No city data for Mexico or Brazil: the city is tidied, never corrected.
    city: tidyLatinLine(a.city, country),
    state,
    country,
  };
  return finish(a, suggestion, state === a.state ? [] : ['checkout.addressValidation.reasons.stateMismatch'], true);
}

/** The route's 200 body. */
export function addressValidationResponse(result: AddressValidationResult) {
  return {
    addressValidationStatus: result.status,
    ...(result.suggestion ? { suggestedAddress: result.suggestion } : {}),
    corrections: result.corrections,
    messages: result.messages,
  };
}
