'use client';

import { ConfirmCloseDialog } from '@/components/ConfirmCloseDialog';
import { PanelDialog } from '@/components/PanelDialog';
import type { Locale } from '@/lib/markets';
import type { ShopperConversationView } from '@/server/chat/views';
import { ChatConversation } from './ChatConversation';
import { ChatStartForm } from './ChatStartForm';
import type { ChatLabels } from './labels';

export interface ChatModalProps {
  locale: Locale;
  labels: ChatLabels;
  member: { firstName: string; email: string } | null;
  conversation: ShopperConversationView | null;
  /** The conversation is open (not closed by either side): closing the modal asks first. */
  live: boolean;
  confirming: boolean;
  onChange(next: ShopperConversationView): void;
  onStarted(started: ShopperConversationView): void;
  onEnded(): void;
  onRequestClose(): void;
  onAskToEnd(): void;
  onEndAndClose(): void;
  onKeepOpen(): void;
}

/**
 * The chat modal: the start form, or the conversation with its "end chat" button, and the
 * question before closing a live conversation. Loaded by ChatWidget when the shopper opens it
 * (docs/decisions/045): the dialog, the form's rules (zod) and the conversation are not part of
 * a page's first load.
 */
export default function ChatModal({ locale, labels, member, conversation, live, confirming, onChange, onStarted, onEnded, onRequestClose, onAskToEnd, onEndAndClose, onKeepOpen }: ChatModalProps) {
  return (
    <>
      <PanelDialog title={labels.title} testId="chat-modal" closeLabel={labels.close} onClose={onRequestClose} panelClassName="md:h-[min(640px,84vh)] md:w-[420px]">
        {conversation ? (
          <>
            <ChatConversation conversation={conversation} labels={labels} onChange={onChange} onEnd={onEnded} />
            {live ? (
              <button type="button" onClick={onAskToEnd} className="mx-4 mb-4 min-h-11 rounded-md border border-line px-5 font-semibold hover:bg-panel">
                {labels.end}
              </button>
            ) : null}
          </>
        ) : (
          <ChatStartForm locale={locale} member={member} labels={labels} onStarted={onStarted} />
        )}
      </PanelDialog>
      <ConfirmCloseDialog open={confirming} onConfirm={onEndAndClose} onCancel={onKeepOpen} labels={labels.confirmClose} />
    </>
  );
}
