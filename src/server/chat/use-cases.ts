/**
 * The chat module's operations (writes), bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as agents from './agents';
import * as conversations from './conversations';

export const saveAgent = withDatabase(agents.saveAgent);
export const setPresence = withDatabase(agents.setPresence);
export const agentSays = withDatabase(conversations.agentSays);
export const closeConversation = withDatabase(conversations.closeConversation);
export const shopperSays = withDatabase(conversations.shopperSays);
export const startConversation = withDatabase(conversations.startConversation);
export const takeConversation = withDatabase(conversations.takeConversation);
