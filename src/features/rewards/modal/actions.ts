'use server';

import { z } from 'zod';
import { LOCALES } from '@/lib/markets';
import { rewardsModalMessages, type RewardsModalMessages } from './labels';

const Input = z.enum(LOCALES);

/**
 * The rewards modal's words (its catalogue slices), asked for when the modal first opens
 * (docs/decisions/045): about 10 KB of text that every page of a market with the programme used
 * to carry in its payload, and hydrate, for a modal most visits never open.
 */
export async function rewardsModalWordsAction(locale: string): Promise<RewardsModalMessages> {
  return rewardsModalMessages(Input.parse(locale));
}
