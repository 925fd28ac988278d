import { getTranslations } from 'next-intl/server';
import { getMarket, type Locale } from '@/lib/markets';
import { ChatWidget } from './ChatWidget';
import type { ChatLabels } from './labels';
import { CHAT_TOPICS } from './rules';

/** The chat button, modal and proactive popup with their labels, for the shop layout (markets with chat). The member comes from the layout's shopper parts. */
export async function ChatSlot({ locale }: { locale: Locale }) {
  if (!getMarket(locale).features.chat) return null;
  const t = await getTranslations({ locale, namespace: 'chat' });
  const name = await getTranslations({ locale, namespace: 'validation.name' });
  const email = await getTranslations({ locale, namespace: 'validation.email' });
  const labels: ChatLabels = {
    button: t('button'),
    title: t('title'),
    close: t('close'),
    intro: t('intro'),
    name: t('name'),
    email: t('email'),
    emailHint: t('emailHint'),
    topic: t('topic'),
    topicNone: t('topicNone'),
    topics: Object.fromEntries(CHAT_TOPICS.map((topic) => [topic, t(`topics.${topic}`)])) as ChatLabels['topics'],
    start: t('start'),
    starting: t('starting'),
    waiting: t('waiting'),
    you: t('you'),
    message: t('message'),
    send: t('send'),
    sending: t('sending'),
    remaining: t('remaining', { count: '{count}' }),
    end: t('end'),
    ended: t('ended'),
    startNew: t('startNew'),
    joined: t('joined', { name: '{name}' }),
    closedBy: t('closedBy', { name: '{name}' }),
    confirmClose: { question: t('confirmClose.question'), yes: t('confirmClose.yes'), no: t('confirmClose.no') },
    popup: { title: t('popup.title'), body: t('popup.body'), start: t('popup.start'), dismiss: t('popup.dismiss') },
    errors: {
      nameMissing: name('missing'),
      nameTooManySpaces: name('tooManySpaces', { limit: 3 }),
      nameInvalidCharacters: name('invalidCharacters'),
      nameNoLetters: name('noLetters'),
      nameInvalid: name('invalid'),
      emailInvalid: email('invalid'),
      closed: t('errors.closed'),
      rateLimited: t('errors.rateLimited'),
      failed: t('errors.failed'),
      connection: t('errors.connection'),
    },
  };
  return <ChatWidget locale={locale} labels={labels} />;
}
