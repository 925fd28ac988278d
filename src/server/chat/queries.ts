/**
 * The chat module's reads, bound to the application's database (docs/decisions/038):
 * what pages, components, server actions and route handlers call. Server code composing
 * inside a transaction imports the executor-taking function from its own file.
 */
import { withDatabase } from '@/server/db/with-database';
import * as agents from './agents';
import * as availability from './availability';
import * as conversations from './conversations';
import * as streams from './streams';

export const agentById = withDatabase(agents.agentById);
export const availabilityResponse = withDatabase(availability.availabilityResponse);
export const conversationBySecret = withDatabase(conversations.conversationBySecret);
export const shopperView = withDatabase(conversations.shopperView);
export const waitingConversations = withDatabase(conversations.waitingConversations);
export const agentStream = withDatabase(streams.agentStream);
export const shopperStream = withDatabase(streams.shopperStream);
