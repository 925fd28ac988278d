'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CHAT_MESSAGE_MAX_CHARACTERS } from '@/lib/constants';
import type { ChatEventView, ShopperConversationView } from '@/server/chat/views';
import { chatApi, ChatRequestError, mergeEvents } from './chat-api';
import type { ChatLabels } from './labels';

function fill(template: string, name: string) {
  return template.replace('{name}', name);
}

/** The open conversation: events streamed live (resuming after the last one), a message box, an end button. */
export function ChatConversation({ conversation, labels, onChange, onEnd }: { conversation: ShopperConversationView; labels: ChatLabels; onChange(next: ShopperConversationView): void; onEnd(): void }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [connectionLost, setConnectionLost] = useState(false);
  const latest = useRef(conversation);
  const list = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const errorId = useId();
  const closed = conversation.status === 'closed';

  useEffect(() => {
    latest.current = conversation;
    list.current?.lastElementChild?.scrollIntoView?.({ block: 'end' });
  }, [conversation]);

  const isClosed = closed;
  useEffect(() => {
    if (isClosed) return;
    const lastId = latest.current.events.at(-1)?.id ?? 0;
    // EventSource sends Last-Event-ID on its own reconnects; `after` covers the first connect.
    const source = new EventSource(chatApi.eventsUrl(lastId));
    source.addEventListener('chat', (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as ChatEventView;
      const current = latest.current;
      const status = event.kind === 'closed' ? 'closed' : event.kind === 'joined' ? 'active' : current.status;
      onChange({ ...current, status, events: mergeEvents(current.events, [event]) });
      if (event.kind === 'closed') source.close();
    });
    source.onopen = () => setConnectionLost(false);
    source.onerror = () => setConnectionLost(source.readyState !== EventSource.OPEN);
    return () => source.close();
  }, [isClosed, onChange]);

  async function send(event: FormEvent) {
    event.preventDefault();
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    setError(null);
    try {
      const said = await chatApi.say(body);
      onChange({ ...latest.current, events: mergeEvents(latest.current.events, [said]) });
      setText('');
    } catch (failure) {
      const code = failure instanceof ChatRequestError ? failure.status : 0;
      setError(code === 429 ? labels.errors.rateLimited : code === 409 ? labels.errors.closed : labels.errors.failed);
    } finally {
      setSending(false);
    }
  }

  const waiting = conversation.status === 'waiting';
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <ol ref={list} data-testid="chat-events" aria-live="polite" className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto p-4">
        {conversation.events.map((e) => (
          <li key={e.id} className={e.kind !== 'message' ? 'text-center text-sm text-muted' : e.sender === 'shopper' ? 'self-end max-w-[85%]' : 'self-start max-w-[85%]'}>
            {e.kind === 'joined' ? (
              fill(labels.joined, e.senderName)
            ) : e.kind === 'closed' ? (
              e.sender === 'shopper' ? labels.ended : fill(labels.closedBy, e.senderName)
            ) : (
              <>
                <span className="block text-xs text-muted">{e.sender === 'shopper' ? labels.you : e.senderName}</span>
                <span className={`block whitespace-pre-wrap break-words rounded-lg px-3 py-2 ${e.sender === 'shopper' ? 'bg-brand text-white' : 'bg-panel'}`}>{e.body}</span>
              </>
            )}
          </li>
        ))}
        {waiting ? <li className="text-center text-sm text-muted" data-testid="chat-waiting">{labels.waiting}</li> : null}
      </ol>
      {connectionLost && !closed ? (
        <p role="status" className="px-4 text-sm text-muted">
          {labels.errors.connection}
        </p>
      ) : null}
      {closed ? (
        <div className="border-t border-line p-4">
          <button type="button" onClick={onEnd} className="min-h-11 w-full rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
            {labels.startNew}
          </button>
        </div>
      ) : (
        <form onSubmit={send} className="flex flex-col gap-2 border-t border-line p-4" noValidate>
          <label htmlFor={inputId} className="sr-only">
            {labels.message}
          </label>
          <textarea
            id={inputId}
            value={text}
            onChange={(e) => setText(e.target.value.slice(0, CHAT_MESSAGE_MAX_CHARACTERS))}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            maxLength={CHAT_MESSAGE_MAX_CHARACTERS}
            rows={2}
            placeholder={labels.message}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="w-full resize-none rounded-md border border-line px-3 py-2"
          />
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs text-muted">{labels.remaining.replace('{count}', String(CHAT_MESSAGE_MAX_CHARACTERS - text.length))}</span>
            <button type="submit" disabled={sending || !text.trim()} className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70">
              {sending ? labels.sending : labels.send}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
