/** Where customer service has got to with a contact message (the table's status column and the admin API's filter). */
export const CONTACT_STATUSES = ['open', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
