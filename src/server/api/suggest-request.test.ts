import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX_CHARACTERS } from '@/lib/search-text';
import { AutocompleteQuery, AutoSuggestionsQuery, parseVehicleQuestions } from './suggest-request';

const base = { country: 'USA', customerType: 'B2C', salesChannel: 'ECOMM' };

describe('suggestion queries', () => {
  it('sanitise the search term and keep the allowed characters', () => {
    const parsed = AutocompleteQuery.parse({ ...base, searchTerm: ' brake <pads>!  5W-30 & "K&N" ' });
    expect(parsed.searchTerm).toBe('brake pads 5W-30 & "K&N"');
  });

  it(`refuse a search term over ${SEARCH_TEXT_MAX_CHARACTERS} characters, a missing one, and other channels`, () => {
    expect(AutocompleteQuery.safeParse({ ...base, searchTerm: 'a'.repeat(SEARCH_TEXT_MAX_CHARACTERS) }).success).toBe(true);
    expect(AutocompleteQuery.safeParse({ ...base, searchTerm: 'a'.repeat(SEARCH_TEXT_MAX_CHARACTERS + 1) }).success).toBe(false);
    expect(AutocompleteQuery.safeParse({ ...base }).success).toBe(false);
    expect(AutocompleteQuery.safeParse({ ...base, searchTerm: 'x', customerType: 'B2B' }).success).toBe(false);
    expect(AutocompleteQuery.safeParse({ ...base, searchTerm: 'x', salesChannel: 'STORE' }).success).toBe(false);
    expect(AutocompleteQuery.safeParse({ ...base, searchTerm: 'x', country: 'CAN' }).success).toBe(false);
  });

  it('take a vehicle key in our format only', () => {
    expect(AutocompleteQuery.safeParse({ ...base, searchTerm: 'x', vehicleId: '201502469.12' }).success).toBe(true);
    expect(AutocompleteQuery.safeParse({ ...base, searchTerm: 'x', vehicleId: 'camry' }).success).toBe(false);
  });

  it('want year and model together on the navigation call', () => {
    expect(AutoSuggestionsQuery.safeParse({ ...base, searchTerm: 'x', year: '2015', modelId: '2469', makeId: '448' }).success).toBe(true);
    expect(AutoSuggestionsQuery.safeParse({ ...base, searchTerm: 'x', year: '2015' }).success).toBe(false);
    expect(AutoSuggestionsQuery.safeParse({ ...base, searchTerm: 'x', modelId: '2469' }).success).toBe(false);
  });
});

describe('vehicle questions', () => {
  it('read the JSON of vehicleQuestionsIds or name:value pairs', () => {
    expect(parseVehicleQuestions('{"engineId":"12","subModelId":""}')).toEqual({ engineId: 12 });
    expect(parseVehicleQuestions('engineId:12,subModelId:3')).toEqual({ engineId: 12, submodelId: 3 });
    expect(parseVehicleQuestions(undefined)).toEqual({});
    expect(parseVehicleQuestions('{"driveTypeId":"4"}')).toEqual({});
  });

  it('refuse answers that are not ids', () => {
    expect(parseVehicleQuestions('engineId:twelve')).toBeNull();
    expect(parseVehicleQuestions('[1,2]')).toBeNull();
  });
});
