'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/Icon';
import { useShopper } from '@/components/ShopperParts';
import { PROACTIVE_CHAT_DELAY_MS } from '@/lib/constants';
import type { Locale } from '@/lib/markets';
import type { ShopperConversationView } from '@/server/chat/views';
import { useChatAvailability } from '@/components/useChatAvailability';
import { chatApi } from './chat-api';
import type { ChatLabels } from './labels';
import { OPEN_CHAT_EVENT, openChat } from '@/lib/open-chat';
import { parseShownAt, PROACTIVE_SHOWN_AT_KEY, shouldOfferProactiveChat } from './proactive';
import { chatHidden } from '@/lib/chat-visibility';

// The modal (dialog, start form with its rules, conversation) loads when the shopper opens it (docs/decisions/045).
const ChatModal = dynamic(() => import('./ChatModal'), { ssr: false });

/** Set while this tab has a conversation open, so a full page load picks it up again. */
const ACTIVE_KEY = 'redline.chat.active';

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/**
 * The chat button, the chat modal and the proactive popup (spec §2.6, §4). The button floats at the
 * bottom right, above the cookie banner while it is open, and below 1500 px it is a small round
 * button; the footer makes room for it (globals.css). The button shows only
 * where chat is not hidden and an agent is available (or a conversation is already open); the
 * modal asks before closing while a conversation is open, and closing then ends it.
 */
export function ChatWidget({ locale, labels }: { locale: Locale; labels: ChatLabels }) {
  // The start form's name and e-mail come from the shopper's parts (docs/decisions/041).
  const signedIn = useShopper()?.member;
  const member = signedIn ? { firstName: signedIn.firstName, email: signedIn.email } : null;
  const pathname = usePathname();
  const { available } = useChatAvailability();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [popup, setPopup] = useState(false);
  const [conversation, setConversation] = useState<ShopperConversationView | null>(null);
  const live = conversation !== null && conversation.status !== 'closed';
  const hidden = chatHidden({ pathname, locale, available });
  const context = useRef({ pathname, available, open, live });
  useEffect(() => {
    context.current = { pathname, available, open, live };
  });

  useEffect(() => {
    const onOpen = () => {
      setPopup(false);
      setOpen(true);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);

  useEffect(() => {
    if (storage('sessionStorage')?.getItem(ACTIVE_KEY) !== '1') return;
    chatApi
      .current()
      .then((found) => {
        if (found && found.status !== 'closed') setConversation(found);
        else storage('sessionStorage')?.removeItem(ACTIVE_KEY);
      })
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const now = Date.now();
      const { pathname: path, available: agents, open: modalOpen, live: chatting } = context.current;
      const store = storage('localStorage');
      const offer = shouldOfferProactiveChat({
        pathname: path,
        locale,
        available: agents,
        viewportWidth: window.innerWidth,
        lastShownAt: parseShownAt(store?.getItem(PROACTIVE_SHOWN_AT_KEY) ?? null),
        now,
        chatOpen: modalOpen || chatting,
      });
      if (!offer) return;
      store?.setItem(PROACTIVE_SHOWN_AT_KEY, String(now));
      setPopup(true);
    }, PROACTIVE_CHAT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, locale]);

  const onChange = useCallback((next: ShopperConversationView) => {
    setConversation(next);
    if (next.status === 'closed') storage('sessionStorage')?.removeItem(ACTIVE_KEY);
  }, []);

  function onStarted(started: ShopperConversationView) {
    storage('sessionStorage')?.setItem(ACTIVE_KEY, '1');
    setConversation(started);
  }

  function requestClose() {
    if (live) setConfirming(true);
    else {
      setOpen(false);
      if (conversation) setConversation(null);
    }
  }

  function endAndClose() {
    setConfirming(false);
    setOpen(false);
    setConversation(null);
    storage('sessionStorage')?.removeItem(ACTIVE_KEY);
    chatApi.end().catch(() => undefined);
  }

  return (
    <>
      {!hidden || live ? (
        <button
          type="button"
          data-testid="chat-button"
          data-chat-launcher
          onClick={openChat}
          data-clears-cookie-banner
          className="fixed bottom-[calc(var(--cookie-banner-h)+0.75rem)] right-3 z-[45] inline-flex h-12 w-12 items-center justify-center gap-2 rounded-full bg-brand font-semibold text-white shadow-lg hover:bg-brand-dark min-[1500px]:bottom-[calc(var(--cookie-banner-h)+1rem)] min-[1500px]:right-4 min-[1500px]:h-auto min-[1500px]:min-h-11 min-[1500px]:w-auto min-[1500px]:px-4"
        >
          <Icon name="user" />
          {/* Below 1500 px a small round button (the page's text runs to the edges there); the name stays for screen readers. */}
          <span className="sr-only min-[1500px]:not-sr-only">{labels.button}</span>
        </button>
      ) : null}
      {popup && !open && !hidden ? (
        <section role="dialog" aria-modal="false" aria-label={labels.popup.title} data-testid="chat-proactive-popup" data-clears-cookie-banner className="fixed bottom-[calc(var(--cookie-banner-h)+5rem)] right-4 z-[46] w-80 rounded-lg border border-line bg-white p-4 text-ink shadow-2xl">
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-lg font-bold">{labels.popup.title}</h2>
            <button type="button" aria-label={labels.popup.dismiss} onClick={() => setPopup(false)} className="-m-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded hover:bg-panel">
              <Icon name="close" />
            </button>
          </div>
          <p className="mt-1 text-sm text-muted">{labels.popup.body}</p>
          <button type="button" onClick={openChat} className="mt-3 min-h-11 w-full rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
            {labels.popup.start}
          </button>
        </section>
      ) : null}
      {open ? (
        <ChatModal
          locale={locale}
          labels={labels}
          member={member}
          conversation={conversation}
          live={live}
          confirming={confirming}
          onChange={onChange}
          onStarted={onStarted}
          onEnded={() => setConversation(null)}
          onRequestClose={requestClose}
          onAskToEnd={() => setConfirming(true)}
          onEndAndClose={endAndClose}
          onKeepOpen={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
