/**
 * The contact form's fields, subjects and error keys: plain values that the form (a client component) and the server
 * validation (lib/content/contact-form.ts) share, kept apart from the schemas so the form's bundle carries no zod.
 */

/** Fields of the contact form, in display order; `website` is the honeypot (hidden from people). */
export const CONTACT_FIELDS = ['name', 'email', 'phone', 'order_number', 'subject', 'message', 'privacy_consent'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const HONEYPOT_FIELD = 'website';

/** Subjects of `POST contact` of the helper API, in the order the form offers them. */
export const CONTACT_SUBJECTS = ['order', 'product', 'return', 'delivery', 'other'] as const;

/** Message keys (namespace Contact.errors) of the field errors. */
export type ContactErrorKey =
  | 'nameTooShort' | 'nameTooLong' | 'emailInvalid' | 'phoneInvalid' | 'orderNumberInvalid' | 'subjectRequired'
  | 'messageTooShort' | 'messageTooLong' | 'privacyRequired';

export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorKey>>;
