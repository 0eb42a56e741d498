/** Texts of the admin's failed-messages page. */
export const messages = {
  title: 'Failed messages',
  intro:
    'Mails and text messages the shop could not deliver after every try. Fix the cause (the mail server, an address), then send them again.',
  caption: 'Messages that failed every try',
  empty: 'No failed messages: everything was delivered.',
  to: 'To',
  message: 'Message',
  tries: 'Tries',
  error: 'Last error',
  failedAt: 'Failed',
  retry: 'Send again',
  retrying: 'Sending...',
  queued: 'The message is queued and will be sent again.',
  channel: { mail: 'Mail', sms: 'Text message' },
  templates: {
    'verify-email': 'Confirm your email',
    'reset-password': 'Password reset link',
    'password-changed': 'Password changed',
    other: 'Other message',
  },
};
