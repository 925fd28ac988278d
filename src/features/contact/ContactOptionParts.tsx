'use client';

import { usePathname } from 'next/navigation';
import { Icon, type IconName } from '@/components/Icon';
import { useChatAvailability } from '@/components/useChatAvailability';
import { openChat } from '@/lib/open-chat';
import { chatHidden } from '@/lib/chat-visibility';
import type { Locale } from '@/lib/markets';

/** The look of one choice in the contact-us and Need-help modals (a link or a button). */
export const optionClass = 'flex w-full min-h-11 items-start gap-3 rounded-lg border border-line p-4 text-left hover:border-ink hover:bg-panel';

export function OptionBody({ icon, title, description }: { icon: IconName; title: string; description: string }) {
  return (
    <>
      <Icon name={icon} />
      <span className="flex flex-col gap-1">
        <span className="font-bold">{title}</span>
        <span className="text-sm text-muted">{description}</span>
      </span>
    </>
  );
}

/** "Chat with us": closes the modal and opens the chat; absent where chat is hidden (spec §2.6) or no agent is available. */
export function ChatOption({ locale, title, description, testId, onClose }: { locale: Locale; title: string; description: string; testId: string; onClose: () => void }) {
  const pathname = usePathname() ?? '/';
  const { available } = useChatAvailability();
  if (chatHidden({ pathname, locale, available })) return null;
  return (
    <li>
      <button
        type="button"
        data-testid={testId}
        className={optionClass}
        onClick={() => {
          onClose();
          openChat();
        }}
      >
        <OptionBody icon="user" title={title} description={description} />
      </button>
    </li>
  );
}
