import { describe, expect, it } from 'vitest';
import esMX from '../../../../messages/es-MX.json';
import { rewardsModalWordsAction } from './actions';

describe('rewardsModalWordsAction (the rewards modal asks for its words when it first opens)', () => {
  it("gives the modal the locale's rewards and validation slices, and nothing else of the catalogue", async () => {
    const words = await rewardsModalWordsAction('es-MX');
    expect(words.rewards.modal).toEqual(esMX.rewards.modal);
    expect(words.rewards.join).toEqual(esMX.rewards.join);
    expect(words.rewards.errors).toEqual(esMX.rewards.errors);
    expect(words.validation).toEqual(esMX.validation);
    expect(Object.keys(words).sort()).toEqual(['rewards', 'validation']);
    expect(Object.keys(words.rewards).sort()).toEqual(['errors', 'join', 'modal']);
  });

  it('refuses a locale the store does not have (the action is callable by anyone)', async () => {
    await expect(rewardsModalWordsAction('xx-XX')).rejects.toThrow();
    await expect(rewardsModalWordsAction('../../package')).rejects.toThrow();
  });
});
