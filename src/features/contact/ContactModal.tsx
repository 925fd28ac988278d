'use client';

import { Link } from '@/components/Link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { PanelDialog } from '@/components/PanelDialog';
import { ChatOption, OptionBody, optionClass } from './ContactOptionParts';
import { recheckChatAvailability } from '@/components/useChatAvailability';
import { ConfirmCloseDialog, type ConfirmCloseLabels } from '@/components/ConfirmCloseDialog';
import { localizedPath, type Locale } from '@/lib/markets';
import { SURVEY_SENT_MESSAGE } from './survey-messages';

export interface ContactModalLabels {
  title: string;
  close: string;
  back: string;
  chat: string;
  chatDescription: string;
  feedback: string;
  feedbackDescription: string;
  storeFeedback: string;
  storeFeedbackDescription: string;
  contactUs: string;
  contactUsDescription: string;
  feedbackFrameTitle: string;
  confirmClose: ConfirmCloseLabels;
}

/**
 * The contact-us modal (spec §2.6): live chat (only while an agent is available), website feedback
 * (our survey in an iframe), store feedback and contact us. While the survey is open and not sent,
 * closing asks "Are you sure you want to close?" first.
 */
export function ContactModal({ locale, labels, onClose }: { locale: Locale; labels: ContactModalLabels; onClose: () => void }) {
  const pathname = usePathname() ?? '/';
  const [view, setView] = useState<'options' | 'feedback'>('options');
  const [surveySent, setSurveySent] = useState(false);
  // What a YES to "Are you sure you want to close?" does: close the modal, or leave the survey for the options.
  const [confirming, setConfirming] = useState<'close' | 'back' | null>(null);

  useEffect(() => {
    recheckChatAvailability();
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data === SURVEY_SENT_MESSAGE) setSurveySent(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const warns = view === 'feedback' && !surveySent;
  const requestClose = () => (warns ? setConfirming('close') : onClose());
  const surveySrc = `${localizedPath('/survey/websiteFeedback', locale)}?embed=1&page=${encodeURIComponent(pathname)}`;

  return (
    <>
      <PanelDialog title={labels.title} testId="contact-modal" closeLabel={labels.close} onClose={requestClose} panelClassName="md:w-[520px] md:max-h-[84vh]">
        {view === 'options' ? (
          <ul className="flex flex-col gap-3 overflow-y-auto p-4">
            <ChatOption locale={locale} title={labels.chat} description={labels.chatDescription} testId="contact-modal-chat" onClose={onClose} />
            <li>
              <button type="button" data-testid="contact-modal-feedback" className={optionClass} onClick={() => setView('feedback')}>
                <OptionBody icon="check" title={labels.feedback} description={labels.feedbackDescription} />
              </button>
            </li>
            <li>
              <Link href={localizedPath('/contactus/storeExperience', locale)} className={optionClass} onClick={onClose}>
                <OptionBody icon="store" title={labels.storeFeedback} description={labels.storeFeedbackDescription} />
              </Link>
            </li>
            <li>
              <Link href={localizedPath('/contactus', locale)} className={optionClass} onClick={onClose}>
                <OptionBody icon="phone" title={labels.contactUs} description={labels.contactUsDescription} />
              </Link>
            </li>
          </ul>
        ) : (
          <div className="flex min-h-0 flex-1 flex-col">
            <button type="button" onClick={() => (warns ? setConfirming('back') : setView('options'))} className="inline-flex min-h-11 items-center gap-1 self-start px-4 font-semibold underline">
              {labels.back}
            </button>
            <iframe title={labels.feedbackFrameTitle} src={surveySrc} className="min-h-[60vh] w-full flex-1 border-0 md:min-h-[480px]" />
          </div>
        )}
      </PanelDialog>
      <ConfirmCloseDialog
        open={confirming !== null}
        labels={labels.confirmClose}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          setConfirming(null);
          if (confirming === 'back') setView('options');
          else onClose();
        }}
      />
    </>
  );
}
