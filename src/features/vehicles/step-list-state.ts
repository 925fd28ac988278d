import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import type { Option } from './selector-api';

/** Blurring the text box keeps the state as it was (what is typed, what is highlighted) and chooses nothing. */
export function keepChoiceOnBlur(state: UseComboboxState<Option>, { type, changes }: UseComboboxStateChangeOptions<Option>): Partial<UseComboboxState<Option>> {
  if (type !== useCombobox.stateChangeTypes.InputBlur) return changes;
  return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue, highlightedIndex: state.highlightedIndex };
}
