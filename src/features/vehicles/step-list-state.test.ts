import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { describe, expect, it } from 'vitest';
import type { Option } from './selector-api';
import { keepChoiceOnBlur } from './step-list-state';

const acura: Option = { id: 1, name: 'Acura' };
const audi: Option = { id: 2, name: 'Audi' };
const state: UseComboboxState<Option> = { isOpen: true, highlightedIndex: 0, inputValue: 'a', selectedItem: null };
const action = (type: UseComboboxStateChangeOptions<Option>['type'], changes: Partial<UseComboboxState<Option>>) =>
  ({ type, changes, props: {} }) as UseComboboxStateChangeOptions<Option>;

describe('keepChoiceOnBlur', () => {
  it('chooses nothing when the text box loses the focus (Tab, Shift+Tab, a click elsewhere)', () => {
    // What downshift proposes on blur with a highlighted option: take it.
    const next = keepChoiceOnBlur(state, action(useCombobox.stateChangeTypes.InputBlur, { isOpen: false, highlightedIndex: -1, selectedItem: acura, inputValue: 'Acura' }));
    expect(next.selectedItem).toBeNull();
    expect(next.inputValue).toBe('a');
    expect(next.highlightedIndex).toBe(0);
  });

  it('lets Enter and a click choose', () => {
    const enter = keepChoiceOnBlur(state, action(useCombobox.stateChangeTypes.InputKeyDownEnter, { selectedItem: acura, inputValue: 'Acura' }));
    expect(enter.selectedItem).toBe(acura);
    const click = keepChoiceOnBlur(state, action(useCombobox.stateChangeTypes.ItemClick, { selectedItem: audi, inputValue: 'Audi' }));
    expect(click.selectedItem).toBe(audi);
  });
});
