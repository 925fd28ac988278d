'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { CHAT_AGENT_PRESENCE_TTL_MS, CHAT_MESSAGE_MAX_CHARACTERS } from '@/lib/constants';
import type { AgentConversationView } from '@/server/chat/views';
import { applyUpdate, dismiss, type ConsoleState, type ConsoleUpdate } from './console-state';
import { BusyButton } from '@/components/BusyButton';

const API = '/ops/chat/api';
/** Heartbeats well inside the presence window, so one late beat does not drop the agent. */
const HEARTBEAT_MS = Math.floor(CHAT_AGENT_PRESENCE_TTL_MS / 3);

/** A refused request: its status and the server's error code, which the console words in the agent's language. */
class RequestFailed extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`${status} ${code ?? ''}`);
  }
}

async function post(path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${API}${path}`, { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  if (!response.ok) {
    const detail = (await response.json().catch(() => null)) as { errorCode?: string } | null;
    throw new RequestFailed(response.status, detail?.errorCode);
  }
  return response;
}

export interface ConsoleAgent {
  id: string;
  displayName: string;
  online: boolean;
}

/** /ops/chat: the agent's console, in the staff member's language (ops.chat, from OpsIntl). */
export function AgentConsole({ initialAgent }: { initialAgent: ConsoleAgent | null }) {
  const t = useTranslations('ops.chat');
  const failed = (failure: unknown) => {
    if (!(failure instanceof RequestFailed)) return t('errors.unreachable');
    const key = `errors.${failure.code}` as const;
    return failure.code && t.has(key as never) ? t(key as never) : t('requestFailed', { status: failure.status });
  };
  const [agent, setAgent] = useState(initialAgent);
  const [name, setName] = useState(initialAgent?.displayName ?? '');
  const [error, setError] = useState<string | null>(null);
  const [chats, setChats] = useState<ConsoleState>({});
  const [selected, setSelected] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!agent) return;
    const source = new EventSource(`${API}/events`);
    const on = (type: ConsoleUpdate['type']) =>
      source.addEventListener(type, (message) => {
        const data = JSON.parse((message as MessageEvent<string>).data) as unknown;
        const update = (type === 'snapshot' ? { type, conversations: data } : type === 'conversation' ? { type, conversation: data } : { type, ...(data as object) }) as ConsoleUpdate;
        setChats((state) => applyUpdate(state, update));
      });
    on('snapshot');
    on('conversation');
    on('gone');
    on('message');
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(source.readyState === EventSource.OPEN);
    return () => source.close();
  }, [agent]);

  const online = agent?.online ?? false;
  useEffect(() => {
    if (!online) return;
    const beat = () => void post('/presence', { online: true }).catch(() => setConnected(false));
    const timer = window.setInterval(beat, HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [online]);

  async function saveName(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const { agent: saved } = (await (await post('/agent', { displayName: name })).json()) as { agent: ConsoleAgent };
      setAgent(saved);
    } catch (failure) {
      setError(failed(failure));
    }
  }

  async function setPresence(next: boolean) {
    setError(null);
    try {
      await post('/presence', { online: next });
      setAgent((a) => (a ? { ...a, online: next } : a));
    } catch (failure) {
      setError(failed(failure));
    }
  }

  async function act(path: string, body?: unknown) {
    setError(null);
    try {
      await post(path, body);
      return true;
    } catch (failure) {
      setError(failed(failure));
      return false;
    }
  }

  const list = useMemo(() => Object.values(chats).sort((a, b) => a.createdAt.localeCompare(b.createdAt)), [chats]);
  const waiting = list.filter((c) => c.status === 'waiting');
  const mine = list.filter((c) => c.status !== 'waiting');
  const current = selected ? chats[selected] : undefined;

  return (
    <div className="mx-auto flex max-w-[1280px] flex-col gap-4 p-4">
      <section className="flex flex-wrap items-end gap-3 rounded-lg border border-line p-4">
        <form onSubmit={saveName} className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1">
            <span className="font-semibold">{t('displayName')}</span>
            <input value={name} onChange={(e) => setName(e.target.value)} maxLength={40} required className="min-h-11 rounded-md border border-line px-3" data-testid="agent-name" />
          </label>
          <button type="submit" className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
            {agent ? t('rename') : t('goOnline')}
          </button>
        </form>
        {agent ? (
          <div className="flex items-center gap-3">
            <span data-testid="agent-status" className={online ? 'font-semibold text-green-700' : 'text-muted'}>
              {online ? t('onlineAs', { name: agent.displayName }) : t('offline', { name: agent.displayName })}
            </span>
            <button type="button" onClick={() => void setPresence(!online)} className="min-h-11 rounded-md border border-line px-4 font-semibold hover:bg-panel">
              {online ? t('goOffline') : t('goOnline')}
            </button>
            {!connected ? <span className="text-sm text-muted">{t('connecting')}</span> : null}
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="w-full text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </section>

      {agent ? (
        <div className="grid gap-4 md:grid-cols-[320px_1fr]">
          <aside className="flex flex-col gap-4">
            <section className="rounded-lg border border-line p-4" data-testid="waiting-chats">
              <h2 className="font-bold">{t('waiting', { count: waiting.length })}</h2>
              <ul className="mt-2 flex flex-col gap-2">
                {waiting.map((c) => (
                  <li key={c.id} className="flex items-center justify-between gap-2 rounded-md bg-panel p-2">
                    <span className="min-w-0">
                      <span className="block truncate font-semibold">{c.shopperName}</span>
                      <span className="block text-xs text-muted">
                        {c.locale}
                        {c.topic ? ` · ${c.topic}` : ''} · {t('messages', { count: c.events.filter((e) => e.kind === 'message').length })}
                      </span>
                    </span>
                    <button
                      type="button"
                      onClick={() => void act(`/conversations/${c.id}/take`).then((ok) => ok && setSelected(c.id))}
                      className="min-h-11 shrink-0 rounded-md bg-brand px-3 font-semibold text-white hover:bg-brand-dark"
                    >
                      {t('take')}
                    </button>
                  </li>
                ))}
                {waiting.length === 0 ? <li className="text-sm text-muted">{t('nobodyWaiting')}</li> : null}
              </ul>
            </section>
            <section className="rounded-lg border border-line p-4" data-testid="my-chats">
              <h2 className="font-bold">{t('mine', { count: mine.length })}</h2>
              <ul className="mt-2 flex flex-col gap-1">
                {mine.map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      onClick={() => setSelected(c.id)}
                      aria-current={c.id === selected ? 'true' : undefined}
                      className={`min-h-11 w-full rounded-md px-3 text-left ${c.id === selected ? 'bg-ink text-white' : 'hover:bg-panel'}`}
                    >
                      {c.status === 'closed' ? t('ended', { name: c.shopperName }) : c.shopperName}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          </aside>
          {current ? (
            <ConversationPanel
              key={current.id}
              chat={current}
              mine={current.agentId === agent.id}
              onReply={(body) => act(`/conversations/${current.id}/messages`, { body })}
              onClose={() => void act(`/conversations/${current.id}/close`)}
              onDismiss={() => {
                setChats((state) => dismiss(state, current.id));
                setSelected(null);
              }}
            />
          ) : (
            <p className="text-muted">{t('pick')}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}

function ConversationPanel({ chat, mine, onReply, onClose, onDismiss }: { chat: AgentConversationView; mine: boolean; onReply(body: string): Promise<boolean>; onClose(): void; onDismiss(): void }) {
  const t = useTranslations('ops.chat');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const closed = chat.status === 'closed';

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    setSending(true);
    if (await onReply(text.trim())) setText('');
    setSending(false);
  }

  return (
    <section className="flex min-h-[60vh] flex-col rounded-lg border border-line" data-testid="agent-conversation">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line p-3">
        <div>
          <h2 className="font-bold">{chat.shopperName}</h2>
          <p className="text-xs text-muted">
            {chat.shopperEmail ?? t('noEmail')} · {chat.locale}
            {chat.topic ? ` · ${chat.topic}` : ''}
          </p>
        </div>
        {closed ? (
          <button type="button" onClick={onDismiss} className="min-h-11 rounded-md border border-line px-4 font-semibold hover:bg-panel">
            {t('dismiss')}
          </button>
        ) : (
          <button type="button" onClick={onClose} className="min-h-11 rounded-md border border-line px-4 font-semibold hover:bg-panel">
            {t('close')}
          </button>
        )}
      </header>
      <ol className="flex flex-1 flex-col gap-2 overflow-y-auto p-3" aria-live="polite">
        {chat.events.map((e) => (
          <li key={e.id} className={e.kind !== 'message' ? 'text-center text-sm text-muted' : e.sender === 'agent' ? 'self-end max-w-[80%]' : 'self-start max-w-[80%]'}>
            {e.kind === 'joined' ? t('joined', { name: e.senderName }) : e.kind === 'closed' ? t('endedBy', { name: e.senderName }) : (
              <>
                <span className="block text-xs text-muted">{e.senderName}</span>
                <span className={`block whitespace-pre-wrap break-words rounded-lg px-3 py-2 ${e.sender === 'agent' ? 'bg-brand text-white' : 'bg-panel'}`}>{e.body}</span>
              </>
            )}
          </li>
        ))}
      </ol>
      {!closed && mine ? (
        <form onSubmit={send} className="flex gap-2 border-t border-line p-3">
          <label className="sr-only" htmlFor={`reply-${chat.id}`}>
            {t('reply')}
          </label>
          <textarea
            id={`reply-${chat.id}`}
            value={text}
            maxLength={CHAT_MESSAGE_MAX_CHARACTERS}
            rows={2}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            className="flex-1 resize-none rounded-md border border-line px-3 py-2"
          />
          <BusyButton type="submit" busy={sending} className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70">
            {t('send')}
          </BusyButton>
        </form>
      ) : null}
    </section>
  );
}
