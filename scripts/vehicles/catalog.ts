/**
 * Editorial choices for the vPIC derivation: which makes a US auto-parts storefront offers,
 * their display names and last real model years, and the name clean-up rules.
 */

export interface MakeChoice {
  /** vPIC Make.Id (Scion has none: see SCION_MAKE_ID). */
  id: number;
  name: string;
  /** Last model year sold in the US, for makes that are gone: caps vPIC's open-ended links. */
  lastYear?: number;
}

/** vPIC stores Scion models under Toyota as "Scion tC"; they get a make of their own with this id (Toyota's + 100000). */
export const SCION_MAKE_ID = 100_448;
export const TOYOTA_MAKE_ID = 448;

/** Mainstream US-market makes (vPIC Make.Id). */
export const MAKES: readonly MakeChoice[] = [
  { id: 475, name: 'Acura' },
  { id: 493, name: 'Alfa Romeo' },
  { id: 582, name: 'Audi' },
  { id: 452, name: 'BMW' },
  { id: 468, name: 'Buick' },
  { id: 469, name: 'Cadillac' },
  { id: 467, name: 'Chevrolet' },
  { id: 477, name: 'Chrysler' },
  { id: 1077, name: 'Daewoo', lastYear: 2002 },
  { id: 476, name: 'Dodge' },
  { id: 2408, name: 'Eagle', lastYear: 1998 },
  { id: 492, name: 'Fiat' },
  { id: 460, name: 'Ford' },
  { id: 5083, name: 'Genesis' },
  { id: 1146, name: 'Geo', lastYear: 1997 },
  { id: 472, name: 'GMC' },
  { id: 474, name: 'Honda' },
  { id: 951, name: 'Hummer', lastYear: 2010 },
  { id: 498, name: 'Hyundai' },
  { id: 480, name: 'Infiniti' },
  { id: 542, name: 'Isuzu', lastYear: 2008 },
  { id: 442, name: 'Jaguar' },
  { id: 483, name: 'Jeep' },
  { id: 499, name: 'Kia' },
  { id: 444, name: 'Land Rover' },
  { id: 515, name: 'Lexus' },
  { id: 464, name: 'Lincoln' },
  { id: 10919, name: 'Lucid' },
  { id: 473, name: 'Mazda' },
  { id: 449, name: 'Mercedes-Benz' },
  { id: 465, name: 'Mercury', lastYear: 2011 },
  { id: 456, name: 'Mini' },
  { id: 481, name: 'Mitsubishi' },
  { id: 478, name: 'Nissan' },
  { id: 4162, name: 'Oldsmobile', lastYear: 2004 },
  { id: 2409, name: 'Plymouth', lastYear: 2001 },
  { id: 10224, name: 'Polestar' },
  { id: 536, name: 'Pontiac', lastYear: 2010 },
  { id: 584, name: 'Porsche' },
  { id: 496, name: 'Ram' },
  { id: 10887, name: 'Rivian' },
  { id: 572, name: 'Saab', lastYear: 2011 },
  { id: 1056, name: 'Saturn', lastYear: 2010 },
  { id: SCION_MAKE_ID, name: 'Scion', lastYear: 2016 },
  { id: 504, name: 'Smart', lastYear: 2019 },
  { id: 523, name: 'Subaru' },
  { id: 509, name: 'Suzuki', lastYear: 2013 },
  { id: 441, name: 'Tesla' },
  { id: TOYOTA_MAKE_ID, name: 'Toyota' },
  { id: 482, name: 'Volkswagen' },
  { id: 485, name: 'Volvo' },
];

export const FIRST_YEAR = 1990;
export const LAST_YEAR = 2027;
/** Engines above this size are heavy-truck diesels that leak into light-truck schemas. */
export const MAX_LITERS = 8.4;
/**
 * Engines not tied to the model's own patterns are "shared": kept only when the schema that
 * defines them pairs with at most MAX_SHARED_MODELS models, and the base vehicle gets at
 * most MAX_SHARED_ENGINES of them (otherwise it is a maker-wide list: engine unknown).
 */
export const MAX_SHARED_ENGINES = 6;
export const MAX_SHARED_MODELS = 3;
/** A schema of one model whose engines are not keyed to the model: kept up to this many engines. */
export const MAX_OWN_ENGINES = 8;

/**
 * Models left out, by make name and exact vPIC model name: medium/heavy trucks, bare
 * chassis, coachbuilt hearses and limousines, replicas, prototypes and models never sold in
 * the US. (Rules on body class and weight catch most; these are what slips through.)
 */
export const EXCLUDED_MODELS: Readonly<Record<string, readonly (string | RegExp)[]>> = {
  Buick: ['Coachbuilder', 'Incomplete'],
  Cadillac: ['Commercial Chassis', 'Hearse', 'Limousine'],
  Chevrolet: [
    '3 ton', 'B7', 'C5', 'C6', 'C7', 'Cutaway Chassis', 'Hearse/Limo', 'Hearse/Limo Commercial Chassis',
    'Hi-Cube', 'Motorhome Chassis', 'P - Series', 'P6S', 'R Conventional', 'S6', 'S7', 'V Conventional',
    // sold outside the US only
    'Kalos', 'Epica', 'Optra', 'Orlando', 'Onix', 'Matiz', 'U100',
  ],
  Chrysler: ['SALON', 'Caravan'],
  Dodge: ['D-Series', 'W-Series'],
  Eagle: ['MEDALLION'],
  Fiat: ['Ducato', 'Freemont'],
  Ford: [
    /^(A|AT|B|C|CF|CFT|CL|CLT|CT|FT|L|LA|LL|LLA|LLS|LN|LNT|LS|LT|LTA|LTL|LTLA|LTLS|LTS|P)-?\d{3,4}$/,
    "'34", 'F-Super Duty', 'GT MKII', 'Motorhome Chassis', 'Recreational Vehicle',
    'F-590', 'F-600', 'F-650', 'F-700', 'F-750', 'F-800',
  ],
  GMC: [
    'Cruise Origin AV', 'Electric Vehicle', 'Geo Tracker', 'Hi-Cube', 'Magna Van', 'Motorhome Chassis', 'P Truck Forward',
    'R Conventional', 'V Conventional', 'Value Van',
  ],
  Hyundai: ['Xcient'],
  Isuzu: [/^(F6|F7|FRR|FSR|FTR.*|H-Series|NPR.*|NQR.*|NRR|T6F|T7F|T8F)$/],
  'Mercedes-Benz': [/^L[PS]*\d{4}$/],
  Mitsubishi: ['RVR'],
  Nissan: ['X-Trail', 'Micra'],
  Pontiac: ['Matiz', 'Wave', 'Firefly', 'Tempest', 'Pursuit'],
  Ram: ['4000'],
  Smart: ['smart'],
  Tesla: ['Semi'],
  Toyota: ['FCHV-adv'],
  Volvo: ['Cab Behind Engine', 'Cab Over Engine HT', 'Cab Over Engine LT', 'F12 w/F7 Cab', 'F6 w/F7 Cab', 'VS', 'VT'],
};

/**
 * vPIC model names that read badly, by make: the name to show instead. Models of one make
 * that end up with the same name are merged into one (the id with most years; see README).
 */
export const MODEL_RENAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'Alfa Romeo': { 'Giulia (952)': 'Giulia', '8C Competizione Spider': '8C Spider' },
  BMW: {
    '650i, Alpina B6': 'Alpina B6',
    '650i, B6': 'Alpina B6',
    '750i, Alpina B7': 'Alpina B7',
    '750Li, Alpina B7': 'Alpina B7',
    '750Lxi, Alpina B7': 'Alpina B7',
    '750xi, Alpina B7': 'Alpina B7',
    '750i, B7': 'Alpina B7',
    B7: 'Alpina B7',
  },
  // GMT-400 is GM's platform code for the 1988-2000 full-size pickups.
  Chevrolet: { 'S-10 Pickup': 'S-10', 'Astro Van': 'Astro', 'Geo Prizm': 'Prizm', 'GMT-400': 'C/K Pickup' },
  Chrysler: { 'Concorde/LHS': 'Concorde' },
  Daewoo: { 'Laganza V-car': 'Leganza', 'Leganza V-200 & variants/derivatives': 'Leganza' },
  Dodge: { 'RAM 50': 'Ram 50', 'Caravan/Grand Caravan': 'Grand Caravan' },
  GMC: { 'Jimmy Utility': 'Jimmy', 'S15 Pickup': 'S-15', 'S15 Utility': 'S-15 Jimmy', 'GMT-400': 'Sierra' },
  Isuzu: { 'Rodeo/Amigo': 'Rodeo' },
  Jaguar: { 'E-PACE': 'E-Pace', 'F-PACE': 'F-Pace', 'F-TYPE': 'F-Type', 'I-PACE': 'I-Pace' },
  'Land Rover': { 'New Range Rover': 'Range Rover' },
  Mitsubishi: { 'Lancer SportBack': 'Lancer Sportback' },
  Nissan: { 'Ariya Hatchback': 'Ariya', 'Ariya MPV': 'Ariya', 'Kicks MPV': 'Kicks', 'Nissan Z': 'Z' },
  Oldsmobile: { 'Eighty Eight (88)': 'Eighty-Eight', 'Ninety Eight (98)': 'Ninety-Eight' },
  Polestar: { PS1: 'Polestar 1', PS2: 'Polestar 2' },
  Pontiac: { 'Grand AM': 'Grand Am', Lemans: 'LeMans' },
  Subaru: { 'XV CrossTrek': 'XV Crosstrek' },
  Toyota: {
    'COROLLA iM': 'Corolla iM',
    'Prius C': 'Prius c',
    'Prius V': 'Prius v',
    'Prius Prime (PHEV)': 'Prius Prime',
    'RAV4 Prime (PHEV)': 'RAV4 Prime',
    'Pick-Up': 'Pickup',
  },
  Volkswagen: { 'Golf III': 'Golf', FOX: 'Fox' },
  Volvo: {
    '240 Series': '240',
    '740 Series': '740',
    '760 Series': '760',
    '780 Series': '780',
    '850 Series': '850',
    '940 Series': '940',
    '960 Series': '960',
    'C70 / C30': 'C70',
    V60CC: 'V60 Cross Country',
    V90CC: 'V90 Cross Country',
  },
};

/**
 * Vehicle types where vPIC's body classes mislead (crossovers filed as hatchbacks, a wagon
 * as an SUV). Everything else follows the body-class vote (README).
 */
export const VEHICLE_TYPE_OVERRIDES: Readonly<Record<string, Readonly<Record<string, 'car' | 'suv' | 'truck' | 'van'>>>> = {
  Dodge: { Magnum: 'car' },
  Hummer: { H1: 'suv', H2: 'suv' },
  Hyundai: { XG300: 'car', Venue: 'suv' },
  Infiniti: { EX35: 'suv', QX30: 'suv' },
  Isuzu: { 'Trooper II': 'suv' },
  Mazda: { 'CX-3': 'suv' },
  Nissan: { Kicks: 'suv', 'Rogue Sport': 'suv' },
  Toyota: { Van: 'van' },
};

/** All-capital words of 4+ letters kept as they are (acronyms); others are title-cased (shorter ones are kept). */
const KEEP_CAPS = new Set(['PHEV', 'FCEV', 'SULEV', 'TFSI', 'VTEC', 'DOHC', 'SOHC', 'NAVI', 'AMG', 'BMW', 'GMC']);

function titleWord(word: string, minLength: number): string {
  if (word.length < minLength || !/^[A-Z]+$/.test(word) || KEEP_CAPS.has(word)) return word;
  return word[0] + word.slice(1).toLowerCase();
}

/**
 * Tidy a vPIC name: collapse spaces, title-case all-capital words of minLength+ letters
 * ("OMNI" -> "Omni"; trims use 5 so codes like "DXVP" stay, "TOURING" -> "Touring").
 */
export function tidyName(name: string, minLength = 4): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((w) => (['BASE', 'PLUS', 'LUXE'].includes(w) ? titleWord(w, 4) : w.split('-').map((part) => titleWord(part, minLength)).join('-')))
    .join(' ');
}

/** Split at top level (outside parentheses) where the separator matches. */
function splitTopLevel(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(') depth++;
    if (c === ')') depth = Math.max(0, depth - 1);
    if (depth === 0) {
      const m = separator.exec(text.slice(i));
      if (m && m.index === 0) {
        parts.push(current);
        current = '';
        i += m[0].length - 1;
        continue;
      }
    }
    current += c;
  }
  parts.push(current);
  return parts;
}

const CAB_WORDS = /^(Super ?Cab|Super ?Crew|Regular Cab|Crew Cab|King Cab|Double Cab|Quad Cab|Mega Cab|Access Cab|Xtra ?Cab)$/i;
/** Descriptions of cab, body, chassis or market rather than trim. */
const NOT_A_TRIM =
  /^(high roof|low roof|medium roof|styleside|flareside|chassis|cab ?& ?chassis.*|cab chassis|.*\bcutaway\b.*|passenger van|cargo van|van|wagon|coupe|sedan|convertible|hatchback|2wd|4wd|awd|fwd|rwd|4x2|4x4|lhd|rhd|export|taxi|robotaxi|postal service|incomplete|super duty.*|f-series|fleet|std|standard|none|n\/a|na|-|abs|std\/dps|unknown|other)$/i;

/** Words that mark cab, roof, wheel, market or option notes anywhere in the text. */
const NOT_A_TRIM_WORDS = /^(w\/|with\b)|\b(cab|roof|srw|drw|export|postal|sunroof|moonroof|wheels?|chassis|cutaway|incomplete|fleet only)\b|"/i;

/**
 * vPIC's trim text as shopper-facing trim names: "L/LE/SE/XLE" -> L, LE, SE, XLE;
 * "Limited+ES+BSD" -> Limited; "LX w/ABS" -> LX; "LT (1LT)" -> LT; "Grade: SR5" -> SR5;
 * "Super Cab - Raptor" -> Raptor; "Trail Boss - LT" -> Trail Boss. Cab, body, chassis and
 * market notes, codes and the model's own name are dropped. "R/T" and "RT/10" stay whole.
 */
export function cleanTrims(raw: string, modelName: string): string[] {
  const text = raw
    .replace(/[\u0000-\u001f]/g, ' ')
    .replace(/\s+w\/[^,]*/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  const out: string[] = [];
  // Split lists: commas, " and ", " & " before a capital, and slashes when every part is a name.
  for (const piece of splitTopLevel(text, /^(\s*,\s*|\s+and\s+|\s+&\s+(?=[A-Z]))/)) {
    const slashParts = splitTopLevel(piece, /^\s*\/\s*/).map((p) => p.trim());
    const splitSlash = slashParts.length > 1 && slashParts.every((p) => p.length >= 2 && !/^\d+$/.test(p));
    for (let part of splitSlash ? slashParts : [piece]) {
      part = part.trim();
      const dash = /^(.+?)\s+-\s+(.+)$/.exec(part);
      if (dash) part = CAB_WORDS.test(dash[1]!.trim()) ? dash[2]! : dash[1]!;
      part = part
        .replace(/^grade:\s*/i, '')
        .replace(/\s*\(.*?\)\s*/g, ' ')
        .replace(/\s*\(.*$/, '')
        .replace(/\s+w\/.*$/i, '')
        .replace(/\s+with\s+.*$/i, '')
        .replace(/\s*\+\s*\S.*$/, '')
        .replace(/\s+grade$/i, '')
        .replace(/\s+(pkg|package)$/i, '')
        .replace(/\s+/g, ' ')
        .trim();
      if (!part || part.length > 30 || NOT_A_TRIM.test(part) || NOT_A_TRIM_WORDS.test(part)) continue;
      if (/^\d+$/.test(part) || /^[A-Z]{3}\d{2}[A-Z]$/.test(part)) continue;
      if (part.toLowerCase() === modelName.toLowerCase()) continue;
      out.push(tidyName(part, 5));
    }
  }
  return out;
}

/** Lower-case, hyphenated slug: "Mercedes-Benz" -> "mercedes-benz", "CR-V" -> "cr-v", "Eighty-Eight" -> "eighty-eight". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Title-case an all-capital place name from vPIC ("UNITED STATES (USA)" -> "United States (USA)"). */
export function tidyPlace(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed
    .toLowerCase()
    .replace(/(^|[\s(/-])([a-z])/g, (_, pre: string, c: string) => pre + c.toUpperCase())
    .replace(/\b(And|Of|The|De|Du|La|Del)\b/g, (w, _p, offset: number) => (offset === 0 ? w : w.toLowerCase()))
    .replace(/\(([A-Za-z]{2,3})\)/g, (_, code: string) => `(${code.toUpperCase()})`);
}
