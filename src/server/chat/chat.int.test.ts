import { afterAll, describe, expect, it, vi } from 'vitest';
import { CHAT_AGENT_PRESENCE_TTL_MS } from '@/lib/constants';
import { db } from '@/server/db/client';
import { onlineAgentCount, saveAgent, setPresence } from './agents';
import { availabilityResponse } from './availability';
import { chatBus, type ChatNotice } from './bus';
import {
  agentSays,
  agentSnapshot,
  closeConversation,
  conversationBySecret,
  eventsAfter,
  shopperSays,
  startConversation,
  takeConversation,
} from './conversations';
import { shopperStream } from './streams';

afterAll(async () => {
  await chatBus().close();
});

const start = (name = 'Ana Díaz') => startConversation(db(), { locale: 'es-MX', name, email: 'ana@example.com', topic: 'order', userId: null });

async function waitFor<T>(read: () => T | undefined, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('conversations', () => {
  it('runs from waiting to active to closed, the cookie secret finds it, and messages keep their order', async () => {
    const { conversation, secret } = await start();
    expect(conversation.status).toBe('waiting');
    expect(conversation.secretHash).not.toContain(secret);
    expect((await conversationBySecret(db(), secret))?.id).toBe(conversation.id);
    expect(await conversationBySecret(db(), 'not-the-secret')).toBeNull();

    await shopperSays(db(), conversation.id, 'Hola, ¿dónde está mi pedido?');
    const alex = await saveAgent(db(), 'Alex');
    const bea = await saveAgent(db(), 'Bea');
    expect((await agentSnapshot(db(), bea.id)).map((c) => c.id)).toContain(conversation.id);

    await takeConversation(db(), conversation.id, alex);
    await expect(takeConversation(db(), conversation.id, bea)).rejects.toMatchObject({ kind: 'conflict' });
    await expect(agentSays(db(), conversation.id, bea, 'me too')).rejects.toMatchObject({ kind: 'forbidden' });
    expect((await agentSnapshot(db(), bea.id)).map((c) => c.id)).not.toContain(conversation.id);
    expect((await agentSnapshot(db(), alex.id)).find((c) => c.id === conversation.id)?.agentName).toBe('Alex');

    await agentSays(db(), conversation.id, alex, 'Con gusto le ayudo.');
    await closeConversation(db(), conversation.id, { sender: 'shopper' });
    await expect(shopperSays(db(), conversation.id, 'one more')).rejects.toMatchObject({ kind: 'conflict' });
    // Closing twice changes nothing.
    await closeConversation(db(), conversation.id, { sender: 'agent', agent: alex });

    const events = await eventsAfter(db(), conversation.id);
    expect(events.map((e) => [e.kind, e.sender, e.senderName])).toEqual([
      ['message', 'shopper', 'Ana Díaz'],
      ['joined', 'agent', 'Alex'],
      ['message', 'agent', 'Alex'],
      ['closed', 'shopper', 'Ana Díaz'],
    ]);
    expect((await eventsAfter(db(), conversation.id, events[1]!.id)).map((e) => e.id)).toEqual([events[2]!.id, events[3]!.id]);
    expect((await agentSnapshot(db(), alex.id)).map((c) => c.id)).not.toContain(conversation.id);
  });
});

describe('availability', () => {
  it('counts agents whose console beat within the presence window, as XML that is never cached', async () => {
    const before = await onlineAgentCount(db());
    const agent = await saveAgent(db(), 'Carla');
    await setPresence(db(), agent.id, true);
    expect(await onlineAgentCount(db())).toBe(before + 1);
    expect(await onlineAgentCount(db(), new Date(Date.now() + CHAT_AGENT_PRESENCE_TTL_MS + 1_000))).toBe(0);

    const response = await availabilityResponse(db(), { url: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toContain('xml');
    expect(await response.text()).toBe(`<?xml version="1.0"?><chatAvailability><agentsAvailable>${before + 1}</agentsAvailable></chatAvailability>`);

    await setPresence(db(), agent.id, false);
    expect(await onlineAgentCount(db())).toBe(before);
  });

  it('counts a heartbeat taken by an instance whose clock is a minute behind the one answering', async () => {
    const before = await onlineAgentCount(db());
    const agent = await saveAgent(db(), 'Dana');
    // The instance that takes the heartbeat runs 60 s slow: its own clock is not what is stored.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 60_000);
    try {
      await setPresence(db(), agent.id, true);
    } finally {
      vi.useRealTimers();
    }
    expect(await onlineAgentCount(db())).toBe(before + 1);
    await setPresence(db(), agent.id, false);
    expect(await onlineAgentCount(db())).toBe(before);
  });

  it('passes the configured endpoint’s count through, and answers 502 when it fails', async () => {
    const upstream = (body: string, status = 200) => (async () => new Response(body, { status })) as unknown as typeof fetch;
    const ok = await availabilityResponse(db(), { url: 'https://chat.example/availability', fetcher: upstream('<chatAvailability><agentsAvailable>7</agentsAvailable></chatAvailability>') });
    expect(await ok.text()).toContain('<agentsAvailable>7</agentsAvailable>');

    for (const fetcher of [
      upstream('down', 503),
      upstream('<html>not xml</html>'),
      (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    ]) {
      const failed = await availabilityResponse(db(), { url: 'https://chat.example/availability', fetcher });
      expect(failed.status).toBe(502);
      expect(failed.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('fan-out', () => {
  it('delivers a NOTIFY on commit to this instance’s subscribers of that conversation and to the consoles', async () => {
    const { conversation } = await start('Luis Pérez');
    const other = await start('Otra Persona');
    const mine: ChatNotice[] = [];
    const all: ChatNotice[] = [];
    const unsubscribe = await chatBus().subscribe(conversation.id, (n) => mine.push(n));
    const unsubscribeAll = await chatBus().subscribe('*', (n) => all.push(n));

    const said = await shopperSays(db(), conversation.id, '¿Tienen balatas?');
    await shopperSays(db(), other.conversation.id, 'hola');
    await waitFor(() => (all.length >= 2 ? true : undefined));
    expect(mine).toEqual([{ conversationId: conversation.id, eventId: said.id, kind: 'message' }]);
    expect(all.map((n) => n.conversationId)).toEqual([conversation.id, other.conversation.id]);

    // A rolled-back write sends nothing.
    await db()
      .transaction(async (tx) => {
        await shopperSays(tx, conversation.id, 'never');
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await new Promise((r) => setTimeout(r, 200));
    expect(mine).toHaveLength(1);
    unsubscribe();
    unsubscribeAll();
  });

  it('streams a conversation as server-sent events, resumes after the last event id, and ends after closing', async () => {
    const { conversation } = await start('Marta Ruiz');
    const first = await shopperSays(db(), conversation.id, 'uno');
    const abort = new AbortController();
    const response = shopperStream(db(), conversation.id, first.id, abort.signal);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
      return text;
    };

    const agent = await saveAgent(db(), 'Dani');
    const second = await shopperSays(db(), conversation.id, 'dos');
    await takeConversation(db(), conversation.id, agent);
    await agentSays(db(), conversation.id, agent, 'tres');
    await closeConversation(db(), conversation.id, { sender: 'agent', agent });
    await readUntil('"kind":"closed"');
    expect(text).not.toContain('"body":"uno"');
    expect(text).toContain(`id: ${second.id}\nevent: chat\n`);
    const bodies = [...text.matchAll(/"kind":"(\w+)","sender":"\w+","senderName":"[^"]*","body":"([^"]*)"/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(bodies).toEqual(['message:dos', 'joined:', 'message:tres', 'closed:']);
    expect((await reader.read()).done).toBe(true);
    abort.abort();
  });
});
