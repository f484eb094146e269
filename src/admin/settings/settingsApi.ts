/** The settings tabs' query keys: a tab's writes update its answer in place. */
export const KEYS = {
  requestTypes: ['settings', 'type-request-landlord'],
  calendar: ['settings', 'calendar'],
  qrcode: ['settings', 'qrcode'],
  applicationFormLink: ['settings', 'application-form-link'],
  documentPrefixes: ['settings', 'document-prefixes'],
} as const;
