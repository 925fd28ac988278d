/** The window event the chat slot listens to (ChatSlot is mounted once in the shop layout). */
export const OPEN_CHAT_EVENT = 'redline:open-chat';

/** Opens the chat modal from anywhere on the page (contact-us modal, Need-help modal, popup). */
export function openChat(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT));
}
