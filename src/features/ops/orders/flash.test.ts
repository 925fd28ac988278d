import { describe, expect, it } from 'vitest';
import { messageKeyOf, refusalText } from './flash';

const catalogue: Record<string, string> = { 'orders.errors.transitionNotAllowed': 'Not in this status.', 'errors.label_error_forbidden': 'You are not allowed to do this.' };
const t = Object.assign((key: string) => catalogue[key]!, { has: (key: string) => key in catalogue });

describe('the refusal in the address of an /ops page', () => {
  it('reads back only the shape of a message key, never text to show', () => {
    expect(messageKeyOf('orders.errors.transitionNotAllowed')).toBe('orders.errors.transitionNotAllowed');
    for (const value of ['<script>alert(1)</script>', 'Your order was refunded', '', 'a'.repeat(81), ['orders.errors.x'], undefined]) expect(messageKeyOf(value)).toBeNull();
  });

  it('shows the catalogue’s words for a known key (the contract’s label_error_forbidden under errors.*), else the page’s own line', () => {
    expect(refusalText(t, 'orders.errors.transitionNotAllowed', 'fallback')).toBe('Not in this status.');
    expect(refusalText(t, 'label_error_forbidden', 'fallback')).toBe('You are not allowed to do this.');
    expect(refusalText(t, 'ops.unknown.key', 'fallback')).toBe('fallback');
    expect(refusalText(t, null, 'fallback')).toBe('fallback');
  });
});
