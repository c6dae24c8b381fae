/**
 * The name of every form's spam trap: a text field people never see, which must arrive empty
 * (rendered by <HoneypotFields>, checked by app/features/forms/honeypot.server.ts).
 */
export const HONEYPOT_NAME = "website_url";
