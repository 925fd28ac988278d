import { describe, expect, it } from 'vitest';
import { FIRST_NAME_MAX_SPACES, LAST_NAME_MAX_SPACES, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '../constants';
import { countSpaces, isValidName, validateFirstName, validateLastName, validateName, type Country } from './names';

const long = 'a'.repeat(NAME_MAX_LENGTH);

describe('validateFirstName (spec §5 Names)', () => {
  it.each<[string, unknown, Country, string | null]>([
    ['blank', '', 'US', 'validation.firstName.missing'],
    ['spaces only', '   ', 'US', 'validation.firstName.missing'],
    ['not a string', undefined, 'US', 'validation.firstName.missing'],
    ['a plain name', 'John', 'US', null],
    ['surrounding spaces are trimmed', '  John  ', 'US', null],
    ['one space (the limit)', 'Mary Ann', 'US', null],
    ['two spaces', 'Mary Ann Lee', 'US', 'validation.firstName.tooManySpaces'],
    ['two spaces in a row', 'Mary  Ann', 'US', 'validation.firstName.tooManySpaces'],
    ['hyphen', 'Jean-Luc', 'US', null],
    ['ASCII apostrophe', "D'Angelo", 'US', null],
    ['typographic apostrophe', 'D\u2019Angelo', 'US', null],
    ['period', 'J.R.', 'US', null],
    ['digits', 'John3', 'US', 'validation.firstName.invalid'],
    ['@', 'jo@n', 'US', 'validation.firstName.invalid'],
    ['Spanish accents in the US', 'José', 'US', null],
    ['Portuguese letters in the US', 'João', 'US', 'validation.firstName.invalid'],
    ['Spanish accents in Mexico', 'José', 'MX', null],
    ['ñ in Mexico', 'Iñaki', 'MX', null],
    ['decomposed accent (NFD) in Mexico', 'Jose\u0301', 'MX', null],
    ['Portuguese ã in Mexico', 'João', 'MX', 'validation.firstName.invalid'],
    ['Portuguese ã in Brazil', 'João', 'BR', null],
    ['ç in Brazil', 'Conceição', 'BR', null],
    ['one letter', 'J', 'US', 'validation.firstName.invalid'],
    ['two letters (the minimum)', 'Al', 'US', null],
    ['no letters', '--', 'US', 'validation.firstName.invalid'],
    ['30 characters (the maximum)', long, 'US', null],
    ['31 characters', `${long}a`, 'US', 'validation.firstName.invalid'],
  ])('%s: %j in %s', (_, value, country, expected) => {
    expect(validateFirstName(value, country)).toBe(expected);
  });

  it('allows exactly FIRST_NAME_MAX_SPACES spaces', () => {
    expect(validateFirstName(Array(FIRST_NAME_MAX_SPACES + 1).fill('Ab').join(' '), 'US')).toBeNull();
    expect(validateFirstName(Array(FIRST_NAME_MAX_SPACES + 2).fill('Ab').join(' '), 'US')).toBe('validation.firstName.tooManySpaces');
  });
});

describe('validateLastName (spec §5 Names)', () => {
  it.each<[string, unknown, Country, string | null]>([
    ['blank', '', 'US', 'validation.lastName.missing'],
    ['spaces only', ' ', 'MX', 'validation.lastName.missing'],
    ['plain', 'Smith', 'US', null],
    ['three spaces (the limit)', 'de la Cruz Ruiz', 'MX', null],
    ['four spaces', 'de la Cruz y Ruiz', 'MX', 'validation.lastName.tooManySpaces'],
    ['apostrophe', "O'Brien", 'US', null],
    ['suffix with comma and period', 'King, Jr.', 'US', null],
    ['double-barrelled', 'Smith-Jones', 'US', null],
    ['digits', 'Smith 2', 'US', 'validation.lastName.invalid'],
    ['Spanish accents in Mexico', 'Muñoz Peña', 'MX', null],
    ['Spanish accents in the US', 'Muñoz', 'US', null],
    ['Portuguese in Brazil', 'Gonçalves Brandão', 'BR', null],
    ['too short', 'X', 'BR', 'validation.lastName.invalid'],
  ])('%s: %j in %s', (_, value, country, expected) => {
    expect(validateLastName(value, country)).toBe(expected);
  });

  it('allows exactly LAST_NAME_MAX_SPACES spaces', () => {
    expect(validateLastName(Array(LAST_NAME_MAX_SPACES + 1).fill('Ab').join(' '), 'US')).toBeNull();
    expect(validateLastName(Array(LAST_NAME_MAX_SPACES + 2).fill('Ab').join(' '), 'US')).toBe('validation.lastName.tooManySpaces');
  });
});

describe('validateName, the generic check with a space limit (spec §5)', () => {
  it.each<[string, string, 1 | 2 | 3, Country, string | null]>([
    ['blank', '  ', 1, 'US', 'validation.name.missing'],
    ['within one space', 'Ana Sofia', 1, 'US', null],
    ['two spaces, limit one', 'Ana Sofia Lee', 1, 'US', 'validation.name.tooManySpaces'],
    ['two spaces, limit two', 'Ana Sofia Lee', 2, 'US', null],
    ['three spaces, limit two', 'Ana Sofia Lee Kim', 2, 'US', 'validation.name.tooManySpaces'],
    ['three spaces, limit three', 'Ana Sofia Lee Kim', 3, 'US', null],
    ['spaces are checked before characters', 'a1 b2 c3', 1, 'US', 'validation.name.tooManySpaces'],
    ['digits', 'Ana3', 1, 'US', 'validation.name.invalidCharacters'],
    ['underscore', 'Ana_Sofia', 1, 'US', 'validation.name.invalidCharacters'],
    ['dashes and apostrophes are fine', "Ana-Lou O'Neil", 3, 'US', null],
    ['no letters', "-'-", 1, 'US', 'validation.name.noLetters'],
    ['fewer than 2 characters ignoring spaces', 'A', 1, 'US', 'validation.name.invalid'],
    ['one letter and a dash is 2 characters', 'A-', 1, 'US', null],
    ['accents in Mexico', 'Ángel', 1, 'MX', null],
    ['Spanish accents in the US (Puerto Rico)', 'Ángel', 1, 'US', null],
    ['too long', 'a'.repeat(NAME_MAX_LENGTH + 1), 1, 'US', 'validation.name.invalid'],
  ])('%s: %j, limit %i, %s', (_, value, maxSpaces, country, expected) => {
    expect(validateName(value, { country, maxSpaces })).toBe(expected);
  });
});

describe('name helpers', () => {
  it.each([
    ['', 0],
    ['a b', 1],
    ['a  b c', 3],
  ])('countSpaces(%j) = %i', (value, spaces) => {
    expect(countSpaces(value)).toBe(spaces);
  });

  it.each<[string, Country, boolean]>([
    ['Jo', 'US', true],
    ['J', 'US', false],
    ['a'.repeat(NAME_MIN_LENGTH), 'US', true],
    ['Zoë', 'BR', false],
    ['Mañana', 'MX', true],
  ])('isValidName(%j, %s) = %s', (value, country, valid) => {
    expect(isValidName(value, country)).toBe(valid);
  });
});
