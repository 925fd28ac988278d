import { describe, expect, it } from 'vitest';
import { contactTabHidden } from './side-tab';

describe('contact side tab', () => {
  it('shows on shop pages of markets with the contact-us modal', () => {
    expect(contactTabHidden('/', 'en-US')).toBe(false);
    expect(contactTabHidden('/es-MX/cart', 'es-MX')).toBe(false);
  });

  it('hides on checkout, customer info, in Brazil and inside the survey frame', () => {
    expect(contactTabHidden('/checkout', 'en-US')).toBe(true);
    expect(contactTabHidden('/es-MX/customerinfo', 'es-MX')).toBe(true);
    expect(contactTabHidden('/', 'pt-BR')).toBe(true);
    expect(contactTabHidden('/survey/websiteFeedback', 'en-US')).toBe(true);
    expect(contactTabHidden('/es-MX/survey/websiteFeedback', 'es-MX')).toBe(true);
    expect(contactTabHidden('/surveys-of-brakes', 'en-US')).toBe(false);
  });
});
