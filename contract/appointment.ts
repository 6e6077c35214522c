import { z } from 'zod';
import { CONTACT_NAME_MIN_LENGTH, CONTACT_PHONE_MAX_LENGTH, CONTACT_PHONE_MIN_LENGTH } from '@/contract/constants';
import { theliaLocaleSchema } from './common';

/**
 * `POST /fast/appointment` of the helper API: a request for a consultation in a showroom (spec section 3:
 * "Appointment request: date, time, client, phone"). The backend stores it for the showroom team, who call back.
 */
export const appointmentRequestSchema = z.object({
  locale: theliaLocaleSchema,
  /** Content id of the showroom (a content of the showrooms folder). */
  showroom_id: z.number().int().positive(),
  /** Calendar day in the showroom's time zone, YYYY-MM-DD. */
  date: z.iso.date(),
  /** Start of the consultation, HH:MM on a slot boundary. */
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  client: z.string().trim().min(CONTACT_NAME_MIN_LENGTH).max(100),
  phone: z.string().trim().regex(/^[0-9 +]+$/).min(CONTACT_PHONE_MIN_LENGTH).max(CONTACT_PHONE_MAX_LENGTH),
});
export type AppointmentRequest = z.infer<typeof appointmentRequestSchema>;

export const appointmentResponseSchema = z.object({ status_code: z.literal(200), id: z.number().int().positive() });

/**
 * Why the backend refuses a well-formed request (the `error` of its 409/422 answer): the day is not bookable, the time
 * is outside that day's opening hours, or the slot is already taken.
 */
export const appointmentRefusalSchema = z.enum(['date-not-bookable', 'time-not-bookable', 'slot-taken']);
export type AppointmentRefusal = z.infer<typeof appointmentRefusalSchema>;
