'use server';

import { postedFormData } from '@/lib/content/action-input';
import { formValues, validateContactForm } from '@/lib/content/contact-form';
import { CONTACT_FIELDS, type ContactField, type ContactFieldErrors } from '@/contract/contact-fields';
import { sendContactMessage } from '@/lib/content/server';
import { requestContext } from '@/lib/request/server';

export type ContactFormState = {
  status: 'idle' | 'invalid' | 'sent' | 'failed';
  errors: ContactFieldErrors;
  /** The values to show again after a rejected submission (never after a sent one). */
  values: Partial<Record<ContactField, string>>;
};

/** Longest value echoed back into the form (the message's limit plus room to see it was too long). */
const ECHO_LIMIT = 6000;

/**
 * Contact form action (works with and without JavaScript): validates the input, then posts it to the helper API
 * with the shop token, which stays on the server. A filled honeypot is answered like a success and not sent. The shop
 * comes from the request context (its host), never from the form.
 */
export async function submitContact(_previous: ContactFormState, data: FormData): Promise<ContactFormState> {
  const form = postedFormData(data);
  if (!form) return { status: 'failed', errors: {}, values: {} };
  const { shop } = await requestContext();
  const values = formValues(form);
  const echo = Object.fromEntries(
    CONTACT_FIELDS.filter((field) => field !== 'privacy_consent').map((field) => [field, (values[field] ?? '').slice(0, ECHO_LIMIT)]),
  ) as ContactFormState['values'];
  const result = validateContactForm(values, shop.theliaLocale);
  if (!result.ok) return { status: 'invalid', errors: result.errors, values: echo };
  if (result.isBot) return { status: 'sent', errors: {}, values: {} };
  try {
    const sent = await sendContactMessage(result.request);
    return sent.ok ? { status: 'sent', errors: {}, values: {} } : { status: 'failed', errors: {}, values: echo };
  } catch {
    return { status: 'failed', errors: {}, values: echo };
  }
}
