import { z } from 'zod';
import type { TheliaLocale } from '@/contract/common';
import type { AppointmentRequest } from '@/contract/appointment';
import type { OpeningHours } from '@/contract/content';
import { CONTACT_NAME_MIN_LENGTH, CONTACT_PHONE_MAX_LENGTH, CONTACT_PHONE_MIN_LENGTH } from '@/contract/constants';
import { appointmentRefusal } from './appointment-slots';
import { err, ok, type Result } from '@/lib/api/result';

/** Fields of the appointment form (spec section 3: date, time, client, phone), in display order. */
export const APPOINTMENT_FIELDS = ['date', 'time', 'client', 'phone'] as const;
export type AppointmentField = (typeof APPOINTMENT_FIELDS)[number];

/** Message keys (namespace Content.appointmentErrors) of the field errors. */
export type AppointmentErrorKey =
  | 'dateRequired' | 'dateNotBookable' | 'timeRequired' | 'timeNotBookable' | 'slotTaken' | 'clientTooShort' | 'clientTooLong' | 'phoneInvalid';
export type AppointmentFieldErrors = Partial<Record<AppointmentField, AppointmentErrorKey>>;
export type AppointmentFormValues = Partial<Record<AppointmentField, string>>;

const formSchema = z.object({
  date: z.iso.date('dateRequired'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeRequired'),
  client: z.string().trim().min(CONTACT_NAME_MIN_LENGTH, 'clientTooShort').max(100, 'clientTooLong'),
  phone: z.string().trim().regex(/^[0-9 +]+$/, 'phoneInvalid').min(CONTACT_PHONE_MIN_LENGTH, 'phoneInvalid').max(CONTACT_PHONE_MAX_LENGTH, 'phoneInvalid'),
});

const KEYS = new Set<string>(['dateRequired', 'timeRequired', 'clientTooShort', 'clientTooLong', 'phoneInvalid']);
const FALLBACK: Record<AppointmentField, AppointmentErrorKey> = { date: 'dateRequired', time: 'timeRequired', client: 'clientTooShort', phone: 'phoneInvalid' };

/** The form's values as strings (missing or file entries become ''). */
export function appointmentFormValues(data: FormData): AppointmentFormValues {
  return Object.fromEntries(
    APPOINTMENT_FIELDS.map((field) => {
      const value = data.get(field);
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as AppointmentFormValues;
}

export type AppointmentValidation = Result<AppointmentRequest, AppointmentFieldErrors>;

/**
 * Validates the shopper's request against the showroom's bookable slots (`today` in the shop's time zone), so every
 * problem is answered next to its field before anything is sent; the backend checks the slot again when it stores it.
 */
export function validateAppointmentForm(
  values: AppointmentFormValues,
  showroom: { id: number; openingHours: readonly OpeningHours[] },
  locale: TheliaLocale,
  today: string,
): AppointmentValidation {
  const parsed = formSchema.safeParse({ date: values.date ?? '', time: values.time ?? '', client: values.client ?? '', phone: values.phone ?? '' });
  const errors: AppointmentFieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as AppointmentField;
      errors[field] ??= KEYS.has(issue.message) ? (issue.message as AppointmentErrorKey) : FALLBACK[field];
    }
  }
  const date = parsed.success ? parsed.data.date : errors.date ? null : values.date ?? null;
  const time = parsed.success ? parsed.data.time : errors.time ? null : values.time ?? null;
  if (date && time) {
    const refusal = appointmentRefusal(showroom.openingHours, date, time, today);
    if (refusal === 'date-not-bookable') errors.date = 'dateNotBookable';
    if (refusal === 'time-not-bookable') errors.time = 'timeNotBookable';
  }
  if (!parsed.success || Object.keys(errors).length > 0) return err(errors);
  return ok({ locale, showroom_id: showroom.id, ...parsed.data });
}
