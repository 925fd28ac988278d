'use client';

import { useId, useState, type FormEvent } from 'react';
import type { Locale } from '@/lib/markets';
import { getMarket } from '@/lib/markets';
import type { ShopperConversationView } from '@/server/chat/views';
import { chatApi, ChatRequestError } from './chat-api';
import type { ChatLabels } from './labels';
import { CHAT_TOPICS, validateStartChat, type StartChatErrors, type StartChatInput } from './rules';

function errorText(key: string | undefined, labels: ChatLabels): string | null {
  switch (key) {
    case undefined:
      return null;
    case 'validation.name.missing':
      return labels.errors.nameMissing;
    case 'validation.name.tooManySpaces':
      return labels.errors.nameTooManySpaces;
    case 'validation.name.invalidCharacters':
      return labels.errors.nameInvalidCharacters;
    case 'validation.name.noLetters':
      return labels.errors.nameNoLetters;
    case 'validation.name.invalid':
      return labels.errors.nameInvalid;
    default:
      return labels.errors.emailInvalid;
  }
}

/** Name (members prefilled), optional e-mail and topic; what was typed stays after a failure. */
export function ChatStartForm({ locale, member, labels, onStarted }: { locale: Locale; member: { firstName?: string; email?: string } | null; labels: ChatLabels; onStarted(conversation: ShopperConversationView): void }) {
  const market = getMarket(locale);
  const [input, setInput] = useState<StartChatInput>({ name: member?.firstName ?? '', email: member?.email ?? '', topic: '' });
  const [errors, setErrors] = useState<StartChatErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const id = useId();
  const topics = CHAT_TOPICS.filter((t) => t !== 'rewards' || market.features.rewards);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateStartChat(input, market.country);
    setErrors(found);
    setFailure(null);
    if (found.name || found.email) return;
    setStarting(true);
    try {
      onStarted(await chatApi.start(locale, input));
    } catch (error) {
      setFailure(error instanceof ChatRequestError && error.status === 429 ? labels.errors.rateLimited : labels.errors.failed);
    } finally {
      setStarting(false);
    }
  }

  const nameError = errorText(errors.name, labels);
  const emailError = errorText(errors.email, labels);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 overflow-y-auto p-4" data-testid="chat-start-form">
      <p className="text-muted">{labels.intro}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-name`} className="font-semibold">
          {labels.name}
        </label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="given-name"
          value={input.name}
          onChange={(e) => setInput({ ...input, name: e.target.value })}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          className="min-h-11 rounded-md border border-line px-3"
        />
        {nameError ? (
          <p id={`${id}-name-error`} role="alert" className="text-sm text-red-700">
            {nameError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-email`} className="font-semibold">
          {labels.email}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={input.email}
          onChange={(e) => setInput({ ...input, email: e.target.value })}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={`${id}-email-hint${emailError ? ` ${id}-email-error` : ''}`}
          className="min-h-11 rounded-md border border-line px-3"
        />
        <p id={`${id}-email-hint`} className="text-xs text-muted">
          {labels.emailHint}
        </p>
        {emailError ? (
          <p id={`${id}-email-error`} role="alert" className="text-sm text-red-700">
            {emailError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-topic`} className="font-semibold">
          {labels.topic}
        </label>
        <select id={`${id}-topic`} name="topic" value={input.topic} onChange={(e) => setInput({ ...input, topic: e.target.value as StartChatInput['topic'] })} className="min-h-11 rounded-md border border-line bg-white px-3">
          <option value="">{labels.topicNone}</option>
          {topics.map((t) => (
            <option key={t} value={t}>
              {labels.topics[t]}
            </option>
          ))}
        </select>
      </div>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <button type="submit" disabled={starting} className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark disabled:opacity-70">
        {starting ? labels.starting : labels.start}
      </button>
    </form>
  );
}
