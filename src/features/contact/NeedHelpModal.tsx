'use client';

import { Link } from '@/components/Link';
import { useState } from 'react';
import { PanelDialog } from '@/components/PanelDialog';
import { ChatOption, OptionBody, optionClass } from './ContactOptionParts';
import { getMarket, localizedPath, type Locale } from '@/lib/markets';

export interface NeedHelpLabels {
  button: string;
  title: string;
  close: string;
  trackOrder: string;
  trackOrderDescription: string;
  returns: string;
  returnsDescription: string;
  pickUp: string;
  pickUpDescription: string;
  chat: string;
  chatDescription: string;
  callStore: string;
  /** "{store}" and "{phone}" are filled in here. */
  callStoreDescription: string;
  findStoreDescription: string;
  contactUs: string;
  contactUsDescription: string;
}

/** The shopper's store to call, when they chose one. */
export interface NeedHelpStore {
  name: string;
  /** As shown. */
  phone: string;
  /** For the tel: link, with the country code (+15551234567). */
  dial: string;
}

/** The market's pages the options point at (content pages of docs/decisions/022). */
export function needHelpPaths(locale: Locale) {
  const { pages } = getMarket(locale);
  return {
    trackOrder: localizedPath('/trackOrder', locale),
    returns: localizedPath(pages.returnsPolicy, locale),
    pickUp: localizedPath(pages.storePickUp, locale),
    findStore: localizedPath('/store', locale),
    contactUs: localizedPath('/contactus', locale),
  };
}

function NeedHelpDialog({ locale, labels, store, onClose }: { locale: Locale; labels: NeedHelpLabels; store: NeedHelpStore | null; onClose: () => void }) {
  const paths = needHelpPaths(locale);
  return (
    <PanelDialog title={labels.title} testId="need-help-modal" closeLabel={labels.close} onClose={onClose} panelClassName="md:w-[520px] md:max-h-[84vh]">
      <ul className="flex flex-col gap-3 overflow-y-auto p-4">
        <li>
          <Link href={paths.trackOrder} className={optionClass} onClick={onClose}>
            <OptionBody icon="truck" title={labels.trackOrder} description={labels.trackOrderDescription} />
          </Link>
        </li>
        <li>
          <Link href={paths.returns} className={optionClass} onClick={onClose}>
            <OptionBody icon="seal" title={labels.returns} description={labels.returnsDescription} />
          </Link>
        </li>
        <li>
          <Link href={paths.pickUp} className={optionClass} onClick={onClose}>
            <OptionBody icon="pickup" title={labels.pickUp} description={labels.pickUpDescription} />
          </Link>
        </li>
        <ChatOption locale={locale} title={labels.chat} description={labels.chatDescription} testId="need-help-chat" onClose={onClose} />
        <li>
          {store ? (
            <a href={`tel:${store.dial}`} className={optionClass}>
              <OptionBody icon="phone" title={labels.callStore} description={labels.callStoreDescription.replace('{store}', store.name).replace('{phone}', store.phone)} />
            </a>
          ) : (
            <Link href={paths.findStore} className={optionClass} onClick={onClose}>
              <OptionBody icon="phone" title={labels.callStore} description={labels.findStoreDescription} />
            </Link>
          )}
        </li>
        <li>
          <Link href={paths.contactUs} className={optionClass} onClick={onClose}>
            <OptionBody icon="pin" title={labels.contactUs} description={labels.contactUsDescription} />
          </Link>
        </li>
      </ul>
    </PanelDialog>
  );
}

/** The Need-help link-button and its modal (spec §2.6), for pages that already have the labels. */
export function NeedHelpModalButton({ locale, labels, store = null, className }: { locale: Locale; labels: NeedHelpLabels; store?: NeedHelpStore | null; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        data-testid="need-help-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={className ?? 'inline-flex min-h-11 items-center gap-1 font-semibold text-ink underline hover:text-brand-dark'}
      >
        {labels.button}
      </button>
      {open ? <NeedHelpDialog locale={locale} labels={labels} store={store} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
