'use server';

import { getContent } from '@/lib/catalog/server';
import { postedFormData, showroomIdSchema } from '@/lib/content/action-input';
import { localDate } from '@/lib/content/advent';
import { appointmentFormValues, validateAppointmentForm, type AppointmentFieldErrors, type AppointmentFormValues } from '@/lib/content/appointment-form';
import { isoDay } from '@/lib/content/appointment-slots';
import { showroomOf } from '@/lib/content/postscriptum';
import { sendAppointmentRequest } from '@/lib/content/server';
import { requestContext } from '@/lib/request/server';
import { SHOP_TIME_ZONE } from '@/contract/time-zone';

export type AppointmentFormState = {
  status: 'idle' | 'invalid' | 'sent' | 'failed';
  errors: AppointmentFieldErrors;
  /** The values to show again after a rejected submission (never after a sent one). */
  values: AppointmentFormValues;
  /** The requested day and time, for the confirmation. */
  sent?: { date: string; time: string };
};

/**
 * Appointment request of a showroom (works with and without JavaScript): checks the fields and the slot against the
 * showroom's opening hours in the shop's time zone, then posts it to the helper API with the shop token. The shop comes
 * from the request context (its host).
 */
export async function requestAppointment(showroomId: number, _previous: AppointmentFormState, data: FormData): Promise<AppointmentFormState> {
  const form = postedFormData(data);
  if (!form) return { status: 'failed', errors: {}, values: {} };
  const values = appointmentFormValues(form);
  const echo = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.slice(0, 120)])) as AppointmentFormValues;
  if (!showroomIdSchema.safeParse(showroomId).success) return { status: 'failed', errors: {}, values: echo };
  const { shop } = await requestContext();
  try {
    const content = await getContent(shop, showroomId);
    const details = content ? showroomOf(content) : null;
    if (!details) return { status: 'failed', errors: {}, values: echo };
    const today = isoDay(localDate(new Date(), SHOP_TIME_ZONE[shop.code]));
    const result = validateAppointmentForm(values, { id: showroomId, openingHours: details.opening_hours }, shop.theliaLocale, today);
    if (!result.ok) return { status: 'invalid', errors: result.error, values: echo };
    const sent = await sendAppointmentRequest(result.data);
    if (sent.ok) return { status: 'sent', errors: {}, values: {}, sent: { date: result.data.date, time: result.data.time } };
    if (sent.error.status === 409) return { status: 'invalid', errors: { time: 'slotTaken' }, values: echo };
    if (sent.error.status === 422) return { status: 'invalid', errors: { time: 'timeNotBookable' }, values: echo };
    return { status: 'failed', errors: {}, values: echo };
  } catch {
    return { status: 'failed', errors: {}, values: echo };
  }
}
