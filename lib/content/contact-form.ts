import { z } from 'zod';
import type { TheliaLocale } from '@/contract/common';
import { contactSubjectSchema, type ContactRequest } from '@/contract/content';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MIN_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
  CONTACT_PHONE_MIN_LENGTH,
} from '@/contract/constants';
import { CONTACT_FIELDS, HONEYPOT_FIELD, type ContactErrorKey, type ContactField, type ContactFieldErrors } from '@/contract/contact-fields';

const optionalText = z.string().trim().transform((value) => (value === '' ? undefined : value));

/** Spec section 5: names at least 2 characters, email type, phone digits/spaces/'+' of length 9-20 (decisions.md). */
const formSchema = z.object({
  name: z.string().trim().min(CONTACT_NAME_MIN_LENGTH, 'nameTooShort').max(100, 'nameTooLong'),
  email: z.string().trim().pipe(z.email('emailInvalid').max(254, 'emailInvalid')),
  phone: optionalText.pipe(
    z.string().regex(/^[0-9 +]+$/, 'phoneInvalid').min(CONTACT_PHONE_MIN_LENGTH, 'phoneInvalid').max(CONTACT_PHONE_MAX_LENGTH, 'phoneInvalid').optional(),
  ),
  order_number: optionalText.pipe(z.string().regex(/^[A-Za-z0-9-]{1,32}$/, 'orderNumberInvalid').optional()),
  subject: z.string().refine((value) => contactSubjectSchema.safeParse(value).success, 'subjectRequired'),
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, 'messageTooShort')
    .max(CONTACT_MESSAGE_MAX_LENGTH, 'messageTooLong'),
  privacy_consent: z.literal('on', 'privacyRequired'),
});

export type ContactFormValues = Partial<Record<ContactField | typeof HONEYPOT_FIELD, string>>;

export type ContactValidation =
  | { ok: true; request: ContactRequest; isBot: boolean }
  | { ok: false; errors: ContactFieldErrors };

/** The form's values as strings (FormData entries that are files or missing become ''). */
export function formValues(data: FormData): ContactFormValues {
  const values: ContactFormValues = {};
  for (const field of [...CONTACT_FIELDS, HONEYPOT_FIELD] as const) {
    const value = data.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** Validates the shopper's input; every problem is reported on its field. */
export function validateContactForm(values: ContactFormValues, locale: TheliaLocale): ContactValidation {
  const parsed = formSchema.safeParse({
    name: values.name ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    order_number: values.order_number ?? '',
    subject: values.subject ?? '',
    message: values.message ?? '',
    privacy_consent: values.privacy_consent ?? '',
  });
  if (!parsed.success) {
    const errors: ContactFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (CONTACT_FIELDS as readonly string[]).includes(field) && !errors[field as ContactField]) {
        errors[field as ContactField] = KEYS.has(issue.message) ? (issue.message as ContactErrorKey) : FALLBACK[field as ContactField];
      }
    }
    return { ok: false, errors };
  }
  const data = parsed.data;
  return {
    ok: true,
    isBot: (values[HONEYPOT_FIELD] ?? '').trim() !== '',
    request: {
      locale,
      name: data.name,
      email: data.email,
      ...(data.phone ? { phone: data.phone } : {}),
      ...(data.order_number ? { order_number: data.order_number } : {}),
      subject: contactSubjectSchema.parse(data.subject),
      message: data.message,
      privacy_consent: true,
    },
  };
}

const KEYS = new Set<string>([
  'nameTooShort', 'nameTooLong', 'emailInvalid', 'phoneInvalid', 'orderNumberInvalid', 'subjectRequired', 'messageTooShort', 'messageTooLong', 'privacyRequired',
]);
const FALLBACK: Record<ContactField, ContactErrorKey> = {
  name: 'nameTooLong', email: 'emailInvalid', phone: 'phoneInvalid', order_number: 'orderNumberInvalid', subject: 'subjectRequired',
  message: 'messageTooLong', privacy_consent: 'privacyRequired',
};
