import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { appointmentRequestSchema, type appointmentResponseSchema } from '@/contract/appointment';
import { showroomPostscriptumSchema, type Content, type ShowroomDetails } from '@/contract/content';
import { SHOP_TIME_ZONE } from '@/contract/time-zone';
import { HttpError, notFound } from '@/backend/errors';
import { shopDateOf } from '@/backend/repo/shop-day';
import { appointmentRefusal } from '@/backend/rules/appointment-slot';
import { parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

/** A showroom's details (address, opening hours) from its content's postscriptum; null for any other content. */
function showroomDetails(content: Content): ShowroomDetails | null {
  try {
    const parsed = showroomPostscriptumSchema.safeParse(JSON.parse(content.postscriptum));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const TIME_ZONE_OF_COUNTRY: Record<string, string> = { AT: SHOP_TIME_ZONE.at, DE: SHOP_TIME_ZONE.de, RO: SHOP_TIME_ZONE.ro };

/**
 * `POST /fast/appointment`: a consultation request for a showroom. A malformed field is a 400 naming it; an unknown
 * showroom a 404; a day or time outside the showroom's bookable slots a 422 ('date-not-bookable', 'time-not-bookable'),
 * a slot already requested a 409 ('slot-taken'). Nothing is stored unless everything holds.
 */
export function registerFastAppointmentRoutes(app: FastifyInstance, { repos }: RouteDeps, now: () => Date = () => new Date()): void {
  app.post('/fast/appointment', async (request): Promise<z.infer<typeof appointmentResponseSchema>> => {
    const body = parseInput(appointmentRequestSchema, request.body, 'body');
    const content = repos.contents.one(body.showroom_id, body.locale);
    const details = content ? showroomDetails(content) : null;
    if (!details) throw notFound('Showroom not found');
    const timeZone = TIME_ZONE_OF_COUNTRY[details.country_code.toUpperCase()] ?? SHOP_TIME_ZONE.at;
    const refusal = appointmentRefusal(details.opening_hours, body.date, body.time, shopDateOf(now(), timeZone));
    if (refusal) throw new HttpError(422, refusal);
    const id = repos.appointments.add(body);
    if (id === null) throw new HttpError(409, 'slot-taken');
    return { status_code: 200, id };
  });
}
