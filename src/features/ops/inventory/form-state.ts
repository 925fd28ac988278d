/** A back-office form's state after a submission: what was typed (kept on an error), the messages in the staff member's language, and what was done. */
export interface OpsFormState {
  values: Record<string, string>;
  error: string | null;
  fieldErrors: Record<string, string>;
  done: string | null;
}

export const emptyFormState = (values: Record<string, string> = {}): OpsFormState => ({ values, error: null, fieldErrors: {}, done: null });

/** Every text field of a form, as typed. */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData.entries()) if (typeof value === 'string' && !name.startsWith('$')) values[name] = value;
  return values;
}

/** A stock location as a form names it: `store:0012`, `dc:ATL`. */
export function parseLocation(value: string | undefined): { type: 'store' | 'dc'; code: string } | null {
  const match = /^(store|dc):([A-Za-z0-9_-]{1,20})$/.exec(value ?? '');
  return match ? { type: match[1] as 'store' | 'dc', code: match[2]! } : null;
}

/** A whole number as typed ("+5", "-2", "7"); null when it is not one. */
export function parseWhole(value: string | undefined): number | null {
  const text = (value ?? '').trim().replace(/^\+/, '').replace(/^−/, '-');
  return /^-?\d{1,9}$/.test(text) ? Number(text) : null;
}
