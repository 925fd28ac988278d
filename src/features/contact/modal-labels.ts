import type { ContactModalLabels } from './ContactModal';
import type { NeedHelpLabels } from './NeedHelpModal';
import { contactTranslator } from './labels';

export async function contactModalLabels(locale: Parameters<typeof contactTranslator>[0]): Promise<ContactModalLabels & { tab: string }> {
  const t = await contactTranslator(locale);
  return {
    tab: t('modal.tab'),
    title: t('modal.title'),
    close: t('modal.close'),
    back: t('modal.back'),
    chat: t('modal.chat'),
    chatDescription: t('modal.chatDescription'),
    feedback: t('modal.feedback'),
    feedbackDescription: t('modal.feedbackDescription'),
    storeFeedback: t('modal.storeFeedback'),
    storeFeedbackDescription: t('modal.storeFeedbackDescription'),
    contactUs: t('modal.contactUs'),
    contactUsDescription: t('modal.contactUsDescription'),
    feedbackFrameTitle: t('modal.feedbackFrameTitle'),
    confirmClose: { question: t('confirmClose.question'), yes: t('confirmClose.yes'), no: t('confirmClose.no') },
  };
}

export async function needHelpLabels(locale: Parameters<typeof contactTranslator>[0]): Promise<NeedHelpLabels> {
  const t = await contactTranslator(locale);
  return {
    button: t('needHelp.button'),
    title: t('needHelp.title'),
    close: t('needHelp.close'),
    trackOrder: t('needHelp.trackOrder'),
    trackOrderDescription: t('needHelp.trackOrderDescription'),
    returns: t('needHelp.returns'),
    returnsDescription: t('needHelp.returnsDescription'),
    pickUp: t('needHelp.pickUp'),
    pickUpDescription: t('needHelp.pickUpDescription'),
    chat: t('needHelp.chat'),
    chatDescription: t('needHelp.chatDescription'),
    callStore: t('needHelp.callStore'),
    callStoreDescription: t('needHelp.callStoreDescription'),
    findStoreDescription: t('needHelp.findStoreDescription'),
    contactUs: t('needHelp.contactUs'),
    contactUsDescription: t('needHelp.contactUsDescription'),
  };
}
