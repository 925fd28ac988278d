/** How many values of a filter show before "Show n more" (the shelf's brands). */
export const VISIBLE_VALUES = 8;
