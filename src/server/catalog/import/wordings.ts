/**
 * Every problem an import can report, by message key: its English sentence for the command line
 * and the REST API, and the values a translation of it needs. The key names a message under
 * `ops.catalog.import.problems` in messages/*.json (wordings.test.ts checks that all three
 * catalogues have each), where the back office says it in the staff member's language.
 *
 * A value that is a place in the file ("already at line 3") is given as the place itself (an
 * `At`): the English sentence uses its words, the message carries it among its `places`.
 */

/** Where a problem is, as a message key of `ops.catalog.import.problems` and its values. */
export interface ProblemPlace {
  key: PlaceKey;
  values?: Record<string, string | number>;
  /** The line an XML element starts on, said after it: "App id 7 (line 40)". */
  line?: number;
}

/** A place in the file, in English ("line 14", "App id 7 (line 40)") and as a message. */
export interface At {
  where: string;
  /** The 1-based line of the row or element when known, for sorting and tests. */
  line?: number;
  place: ProblemPlace;
}

/** The places, in English. "line" and "file" are a CSV's; the others an XML element's. */
const PLACES = {
  line: (v: { line: number }) => `line ${v.line}`,
  file: () => 'file',
  app: (v: { id: string }) => `App id ${v.id}`,
  appNumber: (v: { number: number }) => `App #${v.number}`,
  item: (v: { number: number }) => `Item #${v.number}`,
  itemPart: (v: { number: number; partNumber: string }) => `Item #${v.number} PartNumber ${v.partNumber}`,
  footer: () => 'Footer',
} satisfies Record<string, (values: never) => string>;

export type PlaceKey = keyof typeof PLACES;
export const PLACE_KEYS = Object.keys(PLACES) as PlaceKey[];
/** The message that says an XML element's place with its line ("{place} (line {line})"). */
export const AT_LINE_KEY = 'atLine';

type PlaceArgs<K extends PlaceKey> = Parameters<(typeof PLACES)[K]>;

/** Row `line` of a CSV file. */
export function atLine(line: number): At {
  return { where: `line ${line}`, line, place: { key: 'line', values: { line } } };
}

/** The whole file (a header row missing, a file that is not XML); `line` only for sorting. */
export function inFile(line?: number): At {
  return { where: 'file', line, place: { key: 'file' } };
}

/** An XML element: "App id 7 (line 40)", "Item #3 PartNumber BP-12 (line 80)". */
export function atElement<K extends Exclude<PlaceKey, 'line' | 'file'>>(line: number | undefined, key: K, ...[values]: PlaceArgs<K>): At {
  const label = (PLACES[key] as (v: unknown) => string)(values);
  return { where: line ? `${label} (line ${line})` : label, line, place: { key, ...(values ? { values } : {}), ...(line ? { line } : {}) } };
}

/** The problems, in English, each with the values its sentence (and its translations) names. */
const WORDINGS = {
  // The CSV file and its header.
  emptyFile: () => 'the file is empty: it needs a header row',
  unreadable: (v: { detail: string }) => `unreadable CSV: ${v.detail}`,
  columnUnnamed: () => 'a column has no name',
  columnTwice: (v: { column: string }) => `column '${v.column}' appears twice`,
  columnUnknown: (v: { column: string; kind: string; columns: string }) => `column '${v.column}' is not a ${v.kind} column (columns: ${v.columns})`,
  columnsMissing: (v: { count: number; columns: string }) => `missing column${v.count > 1 ? 's' : ''} ${v.columns}`,

  // A CSV row's cells.
  empty: (v: { column: string }) => `${v.column} is empty`,
  tooLong: (v: { column: string; max: number }) => `${v.column} is longer than ${v.max} characters`,
  spaces: (v: { column: string; value: string }) => `${v.column} '${v.value}' has spaces`,
  notWhole: (v: { column: string; value: string }) => `${v.column} '${v.value}' is not a whole number`,
  notBetween: (v: { column: string; value: string; min: number; max: number }) => `${v.column} '${v.value}' is not between ${v.min} and ${v.max}`,
  notBoolean: (v: { column: string; value: string }) => `${v.column} '${v.value}' is not true or false`,
  notOneOf: (v: { column: string; value: string; allowed: string }) => `${v.column} '${v.value}' is not one of ${v.allowed}`,
  notAmount: (v: { column: string; value: string }) => `${v.column} '${v.value}' is not an amount`,
  negative: (v: { column: string; value: string }) => `${v.column} '${v.value}' must not be negative`,
  decimals: (v: { column: string; value: string; max: number }) => `${v.column} '${v.value}' has more than ${v.max} decimals`,
  tooLarge: (v: { column: string; value: string }) => `${v.column} '${v.value}' is too large`,
  positionUnknown: (v: { value: string; allowed: string }) => `position '${v.value}' is not known (one of ${v.allowed})`,
  specsFormat: (v: { value: string }) => `specs '${v.value}' is not key=value`,
  specsTwice: (v: { value: string }) => `specs name '${v.value}' twice`,
  slugFormat: (v: { value: string }) => `slug '${v.value}' is not lower-case words joined by hyphens`,
  saleBelowRegular: () => 'sale must be less than regular',
  storeNumber: (v: { value: string }) => `store '${v.value}' is not a store number`,
  universalWithVehicle: () => 'a universal row names no vehicle',
  vehicleTwice: () => 'give base_vehicle_id or year_from, year_to, make_id and model_id, not both',
  vehicleMissing: () => 'year_from, year_to, make_id and model_id are needed (or base_vehicle_id, or universal=true)',
  yearsReversed: (v: { from: number; to: number }) => `year_from ${v.from} is after year_to ${v.to}`,

  // XML files.
  xmlMalformed: (v: { detail: string }) => `the file is not well-formed XML: ${v.detail}`,
  xmlRoot: (v: { root: string }) => `the file is not ${v.root} XML: its root element must be <${v.root}>`,

  // ACES applications.
  acesUnsupported: (v: { count: number; elements: string }) => `${v.elements} not supported: our vehicles have year, make, model, engine and submodel only (put other conditions in a <Note>)`,
  acesAction: (v: { value: string }) => `action '${v.value}' is not A or D`,
  acesInvalidId: (v: { element: string; attribute: string; value: string }) => `<${v.element} ${v.attribute}="${v.value}"> is not a valid id`,
  acesVehicleTwice: () => 'give <BaseVehicle> or <Years>, <Make> and <Model>, not both',
  acesYearsReversed: (v: { from: number; to: number }) => `<Years from="${v.from}"> is after to="${v.to}"`,
  acesVehicleMissing: () => 'no vehicle: give <BaseVehicle id> or <Years from to>, <Make id> and <Model id>',
  acesEnginesDiffer: () => '<EngineBase> and <EngineConfig> name different engines',
  acesPartTypeMissing: () => 'no <PartType id>',
  acesQty: (v: { value: string }) => `<Qty> '${v.value}' is not a whole number from 1`,
  acesPositionNoName: (v: { id: string; allowed: string }) => `<Position id="${v.id}"> has no name: we keep no PCdb position table, write the position as the element's text (one of ${v.allowed})`,
  acesPartMissing: () => 'no <Part> number',
  acesPartTooLong: (v: { value: string; max: number }) => `<Part> '${v.value}...' is longer than ${v.max} characters`,
  acesRecordCount: (v: { said: string; found: number }) => `RecordCount says ${v.said} applications but the file has ${v.found}`,

  // PIES items.
  piesPartNumberMissing: () => 'no <PartNumber>',
  piesPartNumberFormat: (v: { value: string; max: number }) => `PartNumber '${v.value}' must be at most ${v.max} characters without spaces`,
  piesBrandMissing: () => 'no <BrandAAIAID> or <BrandLabel>',
  piesMaintenance: (v: { value: string }) => `MaintenanceType '${v.value}' is not A, C or D`,
  piesTerminology: (v: { value: string }) => `PartTerminologyID '${v.value}' is not a number`,
  piesTitleEnglish: () => 'no English (EN) DES description for the title',
  piesHazardous: (v: { value: string }) => `HazardousMaterialCode '${v.value}' is not Y or N`,
  piesCurrency: (v: { type: string; value: string; allowed: string }) => `${v.type} price currency '${v.value}' is not one of ${v.allowed}`,
  piesUnit: (v: { type: string; currency: string; unit: string }) => `${v.type} ${v.currency} price is per '${v.unit}': only per each (PE) is sold`,
  piesNotAmount: (v: { type: string; currency: string; value: string }) => `${v.type} ${v.currency} price '${v.value}' is not an amount`,
  piesNegative: (v: { type: string; currency: string; value: string }) => `${v.type} ${v.currency} price '${v.value}' must not be negative`,
  piesDecimals: (v: { type: string; currency: string; value: string; max: number }) => `${v.type} ${v.currency} price '${v.value}' has more than ${v.max} decimals`,
  piesTooLarge: (v: { type: string; currency: string; value: string }) => `${v.type} ${v.currency} price '${v.value}' is too large`,
  piesPriceTwice: (v: { type: string; currency: string }) => `two ${v.type} prices in ${v.currency}`,
  piesSaleWithoutList: (v: { currency: string }) => `an RMP price in ${v.currency} needs an LST price`,
  piesSaleBelowList: (v: { currency: string }) => `RMP price in ${v.currency} must be less than the LST price`,

  // Against the catalogue: products.
  brandCodeUnknown: (v: { code: string }) => `brand AAIA id '${v.code}' is not known: give <BrandLabel> to create the brand`,
  skuTwice: (v: { sku: string; at: At }) => `SKU ${v.sku} is already in this file at ${v.at.where}`,
  skuOtherProduct: (v: { sku: string }) => `SKU ${v.sku} (brand slug and part number) already belongs to another product`,
  skuUnknown: (v: { sku: string }) => `SKU ${v.sku} is not in the catalogue`,
  deleteUnknown: (v: { partNumber: string; brand: string }) => `part ${v.partNumber} of ${v.brand} is not in the catalogue, so it cannot be deleted`,
  partTypeNeeded: () => 'a new product needs a part type (PartTerminologyID)',
  partTypeUnknown: (v: { value: number }) => `part type ${v.value} is not in the catalogue's part types`,
  titleNeeded: () => 'a new product needs an English title (DES description)',
  warrantyMissing: (v: { partType: number }) => `warranty is empty and part type ${v.partType} has no usual warranty`,
  slugTaken: (v: { value: string; sku: string }) => `slug '${v.value}' belongs to SKU ${v.sku}`,

  // Prices and stock.
  priceTwice: (v: { currency: string; sku: string; at: At }) => `the ${v.currency} price of ${v.sku} is already at ${v.at.where}`,
  stockTwice: (v: { sku: string; type: string; location: string; at: At }) => `stock of ${v.sku} at ${v.type} ${v.location} is already at ${v.at.where}`,
  centreUnknown: (v: { value: string; allowed: string }) => `distribution centre '${v.value}' is not one of ${v.allowed}`,
  storeUnknown: (v: { value: string }) => `store '${v.value}' is not one of our stores`,

  // Fitment against the catalogue and the vehicle data.
  partUnknown: (v: { partNumber: string }) => `part ${v.partNumber} is not in the catalogue`,
  partOfBrandUnknown: (v: { partNumber: string; brand: string }) => `part ${v.partNumber} of brand ${v.brand} is not in the catalogue`,
  partAmbiguous: (v: { partNumber: string; brands: string }) => `part ${v.partNumber} is made by ${v.brands}: give BrandAAIAID to choose`,
  baseVehicleUnknown: (v: { id: number }) => `base vehicle ${v.id} is not in our vehicle data (our ids are year × 100000 + model id)`,
  makeUnknown: (v: { id: number }) => `make ${v.id} is not in our vehicle data`,
  modelUnknown: (v: { id: number }) => `model ${v.id} is not in our vehicle data`,
  modelNotOfMake: (v: { model: number; modelName: string; make: number; makeName: string }) => `model ${v.model} (${v.modelName}) is not a model of make ${v.make} (${v.makeName})`,
  yearsMissing: (v: { vehicle: string; years: string }) => `${v.vehicle} has no ${v.years} in our vehicle data`,
  yearsMissingMany: (v: { vehicle: string; count: number; years: string }) => `${v.vehicle} has no ${v.count} of those years (${v.years}, ...) in our vehicle data`,
  engineUnknown: (v: { id: number }) => `engine ${v.id} is not in our vehicle data`,
  engineNotOf: (v: { id: number; vehicles: string }) => `engine ${v.id} is not an engine of ${v.vehicles}`,
  submodelUnknown: (v: { id: number }) => `submodel ${v.id} is not in our vehicle data`,
  submodelNotOf: (v: { id: number; vehicles: string }) => `submodel ${v.id} is not a submodel of ${v.vehicles}`,
} satisfies Record<string, (values: never) => string>;

export type ReasonKey = keyof typeof WORDINGS;
export const REASON_KEYS = Object.keys(WORDINGS) as ReasonKey[];

type ReasonArgs<K extends ReasonKey> = Parameters<(typeof WORDINGS)[K]>;

/** One reason a row is bad, as the back office says it: a message key and its values. */
export interface ProblemMessage {
  key: ReasonKey;
  values?: Record<string, string | number>;
  /** Values that are places in the file ("already at {at}"), to be said as places first. */
  places?: Record<string, ProblemPlace>;
}

/** One reason a row is bad: in English, and as a message. */
export interface Reason {
  text: string;
  message: ProblemMessage;
}

/** A reason by its key and values: `said('skuUnknown', { sku: 'A-1' })`. */
export function said<K extends ReasonKey>(key: K, ...[values]: ReasonArgs<K>): Reason {
  const text = (WORDINGS[key] as (v: unknown) => string)(values);
  const plain: Record<string, string | number> = {};
  const places: Record<string, ProblemPlace> = {};
  for (const [name, value] of Object.entries((values ?? {}) as Record<string, string | number | At>)) {
    if (typeof value === 'object') places[name] = value.place;
    else plain[name] = value;
  }
  const message: ProblemMessage = { key };
  if (Object.keys(plain).length) message.values = plain;
  if (Object.keys(places).length) message.places = places;
  return { text, message };
}
