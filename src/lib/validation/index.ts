/**
 * The validation rules of the storefront (spec §5), isomorphic: forms, server actions and route handlers
 * import from here. Every rule returns null (valid) or a message key of the `validation` namespace;
 * show it with next-intl's t(key, values), passing { limit } or { max } to the two keys that take them
 * ('validation.name.tooManySpaces', 'validation.field.maxLength').
 *
 * Besides the re-exports, the field behaviour of spec §5 "Fields" lives here: small pure functions the
 * text-field component calls.
 */
import type { MessageKey } from './names';

export * from './names';
export * from './contact';
export * from './address';
export * from './gift-card';

/** Spec §5: a required field shows the required-field key, or the custom key it was given. */
export function requiredError(value: unknown, customKey?: MessageKey): MessageKey | null {
  const blank = value === null || value === undefined || (typeof value === 'string' && !value.trim());
  return blank ? (customKey ?? 'validation.field.required') : null;
}

/** Spec §5: a field with a max-length option shows the "maximum character limit" error once the value reaches the limit. */
export function maxLengthError(value: string, max: number | undefined): MessageKey | null {
  return max !== undefined && value.length >= max ? 'validation.field.maxLength' : null;
}

/**
 * Spec §5: an error shows only while the field is not focused, unless "show until change" is set; either
 * way it clears as soon as the value changes after the error was found.
 */
export function visibleError(state: {
  error: MessageKey | null | undefined;
  focused: boolean;
  showUntilChange?: boolean;
  changedSinceError?: boolean;
}): MessageKey | null {
  const { error, focused, showUntilChange = false, changedSinceError = false } = state;
  if (!error || changedSinceError) return null;
  return showUntilChange || !focused ? error : null;
}
