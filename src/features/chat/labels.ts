import type { ChatTopic } from './rules';

/** Every word the chat widget shows, translated on the server (ChatSlot). */
export interface ChatLabels {
  button: string;
  title: string;
  close: string;
  intro: string;
  name: string;
  email: string;
  emailHint: string;
  topic: string;
  topicNone: string;
  topics: Record<ChatTopic, string>;
  start: string;
  starting: string;
  waiting: string;
  you: string;
  message: string;
  send: string;
  sending: string;
  remaining: string;
  end: string;
  ended: string;
  startNew: string;
  confirmClose: { question: string; yes: string; no: string };
  popup: { title: string; body: string; start: string; dismiss: string };
  errors: {
    nameMissing: string;
    nameTooManySpaces: string;
    nameInvalidCharacters: string;
    nameNoLetters: string;
    nameInvalid: string;
    emailInvalid: string;
    closed: string;
    rateLimited: string;
    failed: string;
    connection: string;
  };
  /** "{name} joined the chat" etc. with the name filled in by the widget. */
  joined: string;
  closedBy: string;
}
