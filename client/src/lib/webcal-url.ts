/** webcal:// asks the phone to subscribe (the calendar then follows every change); the https link is the same feed. */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');
