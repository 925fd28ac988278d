const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value (a URL segment, a form field) can be a UUID row id at all; anything else is simply not found. */
export function isUuid(value: string | null | undefined): value is string {
  return !!value && UUID.test(value);
}
