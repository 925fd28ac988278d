/**
 * The contact module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as messages from './messages';
import * as staff from './staff';
import * as survey from './survey';

export const receiveContactForm = withDatabase(messages.receiveContactForm);
/** Staff's (staff.ts: contact.read, with its audit line). */
export const setContactStatusAs = withDatabase(staff.setContactStatusAs);
export const saveWebsiteFeedback = withDatabase(survey.saveWebsiteFeedback);
