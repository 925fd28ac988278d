/**
 * A member's garage details and service history (issue 7): the rules of the forms, shared by the
 * client form, the server actions and the server modules. Every issue's message is a message
 * key (under account.vehicles.errors or account.serviceHistory.errors) and its path the field;
 * the values a message needs are in GARAGE_MESSAGE_VALUES or carried by the error.
 *
 * Decisions (ours, the spec does not show them): a nickname has at most 30 characters; the
 * odometer reads 0 to 2,000,000 in the vehicle's unit (mi in the US, km in Mexico and Brazil); a
 * service cost is 0 to 1,000,000.00 in the market's currency; what was done takes 1 to 100
 * characters and the notes at most 1,000. Numbers may be typed with group separators
 * ("45,000", "45.000"), and amounts with either decimal separator ("49.99", "49,99",
 * "1.234,50"): a separator followed by exactly three digits groups, one followed by one or two
 * digits is the decimal point.
 */
import { z } from 'zod';
import { getMarket, type Locale } from '../markets';
import { normaliseVin, vinProblem } from '../vin';

export const NICKNAME_MAX_LENGTH = 30;
export const MILEAGE_MAX = 2_000_000;
/** In minor units: 1,000,000.00. */
export const SERVICE_COST_MAX = 100_000_000;
export const SERVICE_DESCRIPTION_MAX_LENGTH = 100;
export const SERVICE_NOTES_MAX_LENGTH = 1000;
/** A service may be dated from January 1st of the year before the vehicle's model year (new models go on sale early). */
export const SERVICE_DATE_YEARS_BEFORE_MODEL = 1;

export const MILEAGE_UNITS = ['mi', 'km'] as const;
export type MileageUnit = (typeof MILEAGE_UNITS)[number];

export function defaultMileageUnit(locale: Locale): MileageUnit {
  return getMarket(locale).country === 'US' ? 'mi' : 'km';
}

const V = 'account.vehicles.errors.';
const S = 'account.serviceHistory.errors.';

/** Every message key the rules and the services give, with its English default for the API envelope. */
export const GARAGE_ERRORS = {
  notFound: { key: `${V}notFound`, text: 'We could not find this vehicle in your garage.' },
  nicknameTooLong: { key: `${V}nicknameTooLong`, text: `A nickname has at most ${NICKNAME_MAX_LENGTH} characters.` },
  vinLength: { key: `${V}vinLength`, text: 'A VIN has exactly 17 letters and digits.' },
  vinCharacters: { key: `${V}vinCharacters`, text: 'A VIN uses only letters and digits, and never the letters I, O or Q.' },
  vinCheckDigit: { key: `${V}vinCheckDigit`, text: 'This VIN does not add up: one character is probably mistyped.' },
  vinMismatch: { key: `${V}vinMismatch`, text: 'This VIN belongs to a different vehicle.' },
  mileageInvalid: { key: `${V}mileageInvalid`, text: 'Enter the mileage as a whole number, without decimals.' },
  mileageRange: { key: `${V}mileageRange`, text: `Mileage must be between 0 and ${MILEAGE_MAX}.` },
  mileageBelowHistory: { key: `${V}mileageBelowHistory`, text: 'Your service history already records a higher mileage.' },
  unitInvalid: { key: `${V}unitInvalid`, text: 'Choose miles or kilometers.' },
  recordNotFound: { key: `${S}notFound`, text: 'We could not find this service record.' },
  dateMissing: { key: `${S}dateMissing`, text: 'Enter the date of the service.' },
  dateInvalid: { key: `${S}dateInvalid`, text: 'Enter a real date.' },
  dateFuture: { key: `${S}dateFuture`, text: 'The service date cannot be in the future.' },
  dateBeforeVehicle: { key: `${S}dateBeforeVehicle`, text: 'The service date is before this vehicle was built.' },
  recordMileageInvalid: { key: `${S}mileageInvalid`, text: 'Enter the mileage as a whole number, without decimals.' },
  recordMileageRange: { key: `${S}mileageRange`, text: `Mileage must be between 0 and ${MILEAGE_MAX}.` },
  costInvalid: { key: `${S}costInvalid`, text: 'Enter the cost as an amount, such as 49.99.' },
  costRange: { key: `${S}costRange`, text: 'The cost must be between 0 and 1,000,000.00.' },
  descriptionMissing: { key: `${S}descriptionMissing`, text: 'Tell us what was done.' },
  descriptionTooLong: { key: `${S}descriptionTooLong`, text: `Describe the service in at most ${SERVICE_DESCRIPTION_MAX_LENGTH} characters.` },
  notesTooLong: { key: `${S}notesTooLong`, text: `Notes have at most ${SERVICE_NOTES_MAX_LENGTH} characters.` },
} as const;
export type GarageErrorName = keyof typeof GARAGE_ERRORS;

/** Placeholder values the messages use, beside the ones an error carries (e.g. a VIN's year and make). */
export const GARAGE_MESSAGE_VALUES = {
  max: NICKNAME_MAX_LENGTH,
  mileageMax: MILEAGE_MAX,
  descriptionMax: SERVICE_DESCRIPTION_MAX_LENGTH,
  notesMax: SERVICE_NOTES_MAX_LENGTH,
} as const;

const key = (name: GarageErrorName) => GARAGE_ERRORS[name].key;

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

const WHOLE = /^(?:\d{1,3}(?:([.,\s])\d{3})(?:\1\d{3})*|\d+)$/;
const AMOUNT = /^(\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*|\d+)(?:([.,])(\d{1,2}))?$/;

/** A typed whole number ("45000", "45,000", "45.000", "45 000"); null when blank, NaN when not a whole number. */
export function parseWholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  const typed = text(value).trim().replace(/\u00a0|\u202f/g, ' ');
  if (!typed) return null;
  return WHOLE.test(typed) ? Number(typed.replace(/[.,\s]/g, '')) : Number.NaN;
}

/**
 * A typed amount in minor units ("49.99", "49,99", "$1,234.50", "R$ 1.234,50"); null when blank,
 * NaN when it is not an amount (negative, more than two decimals, letters).
 */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
  const typed = text(value)
    .replace(/\s|\u00a0|\u202f/g, '')
    .replace(/^(?:R\$|MX\$|US\$|\$)/, '');
  if (!typed) return null;
  const match = AMOUNT.exec(typed);
  if (!match || (match[2] && match[3] === match[2])) return Number.NaN;
  const whole = Number((match[1] ?? '').replace(/[.,]/g, ''));
  const cents = Number((match[4] ?? '').padEnd(2, '0'));
  return whole * 100 + cents;
}

/** Today as YYYY-MM-DD. UTC: all three markets are behind UTC, so it is never earlier than the shopper's today. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function isRealDate(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso;
}

/** The earliest service date for a vehicle of a model year. */
export function earliestServiceDate(modelYear: number): string {
  return `${modelYear - SERVICE_DATE_YEARS_BEFORE_MODEL}-01-01`;
}

/** The VIN problem's message, or null for a blank or well-formed VIN. */
export function vinErrorName(vin: string): GarageErrorName | null {
  if (!vin) return null;
  const problem = vinProblem(vin);
  return problem === 'length' ? 'vinLength' : problem === 'characters' ? 'vinCharacters' : problem === 'checkDigit' ? 'vinCheckDigit' : null;
}

/**
 * The details form (nickname, VIN, mileage, unit). A field left out keeps its stored value; a
 * blank one clears it. Output: the trimmed nickname, the normalised VIN, the mileage as a number.
 */
export const vehicleDetailsSchema = z.object({
  nickname: z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const nickname = text(v).trim().replace(/\s+/g, ' ');
      if (nickname.length > NICKNAME_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: key('nicknameTooLong') });
      return nickname || null;
    }),
  vin: z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const vin = normaliseVin(text(v));
      const problem = vinErrorName(vin);
      if (problem) ctx.addIssue({ code: 'custom', message: key(problem), params: { count: vin.length } });
      return vin || null;
    }),
  mileage: z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const mileage = parseWholeNumber(v);
      if (mileage === null) return null;
      if (Number.isNaN(mileage)) ctx.addIssue({ code: 'custom', message: key('mileageInvalid') });
      else if (mileage < 0 || mileage > MILEAGE_MAX) ctx.addIssue({ code: 'custom', message: key('mileageRange') });
      return mileage;
    }),
  mileageUnit: z.enum(MILEAGE_UNITS, { error: () => key('unitInvalid') }).optional(),
});
export type VehicleDetailsInput = z.input<typeof vehicleDetailsSchema>;
export type VehicleDetailsValues = z.output<typeof vehicleDetailsSchema>;

/** The service-record form. `today` is the latest date allowed (the model-year bound needs the vehicle: the service checks it). */
export function serviceRecordSchema(today = todayIso()) {
  return z.object({
    serviceDate: z.unknown().transform((v, ctx) => {
      const date = text(v).trim();
      if (!date) ctx.addIssue({ code: 'custom', message: key('dateMissing') });
      else if (!isRealDate(date)) ctx.addIssue({ code: 'custom', message: key('dateInvalid') });
      else if (date > today) ctx.addIssue({ code: 'custom', message: key('dateFuture') });
      return date;
    }),
    mileage: z.unknown().transform((v, ctx) => {
      const mileage = parseWholeNumber(v);
      if (mileage === null) return null;
      if (Number.isNaN(mileage)) ctx.addIssue({ code: 'custom', message: key('recordMileageInvalid') });
      else if (mileage < 0 || mileage > MILEAGE_MAX) ctx.addIssue({ code: 'custom', message: key('recordMileageRange') });
      return mileage;
    }),
    cost: z.unknown().transform((v, ctx) => {
      const cost = parseAmount(v);
      if (cost === null) return null;
      if (Number.isNaN(cost)) ctx.addIssue({ code: 'custom', message: key('costInvalid') });
      else if (cost < 0 || cost > SERVICE_COST_MAX) ctx.addIssue({ code: 'custom', message: key('costRange') });
      return cost;
    }),
    description: z.unknown().transform((v, ctx) => {
      const description = text(v).trim().replace(/\s+/g, ' ');
      if (!description) ctx.addIssue({ code: 'custom', message: key('descriptionMissing') });
      else if (description.length > SERVICE_DESCRIPTION_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: key('descriptionTooLong') });
      return description;
    }),
    notes: z.unknown().transform((v, ctx) => {
      const notes = text(v).trim().replace(/\r\n/g, '\n');
      if (notes.length > SERVICE_NOTES_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: key('notesTooLong') });
      return notes;
    }),
  });
}
export type ServiceRecordInput = z.input<ReturnType<typeof serviceRecordSchema>>;
export type ServiceRecordValues = z.output<ReturnType<typeof serviceRecordSchema>>;

/** One message per field (the first), with the values it needs. */
export interface FieldError {
  key: string;
  values?: Record<string, string | number>;
}
export type FieldErrors = Record<string, FieldError>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_form');
    if (errors[field]) continue;
    const params = 'params' in issue ? (issue.params as Record<string, string | number> | undefined) : undefined;
    errors[field] = params ? { key: issue.message, values: params } : { key: issue.message };
  }
  return errors;
}
