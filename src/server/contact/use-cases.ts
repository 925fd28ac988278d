/**
 * The contact module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as messages from './messages';
import * as survey from './survey';

export const receiveContactForm = withDatabase(messages.receiveContactForm);
export const setContactStatus = withDatabase(messages.setContactStatus);
export const saveWebsiteFeedback = withDatabase(survey.saveWebsiteFeedback);
