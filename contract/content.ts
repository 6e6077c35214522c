import { z } from 'zod';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  CONTACT_NAME_MIN_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
  CONTACT_PHONE_MIN_LENGTH,
} from '@/contract/constants';
import { pageTextFields, theliaLocaleSchema } from './common';
import { imageSchema } from './product-card';
import { CONTACT_SUBJECTS } from '@/contract/contact-fields';
import { WEEKDAYS } from '@/contract/weekdays';

/**
 * `GET content/custom_attribute/?content_id=&locale=`: a content page.
 * `postscriptum` may hold JSON `{"brand_id": n, "category_id": m}`: then the page is shown as a listing.
 */
export const contentSchema = z.object({
  id: z.number().int().positive(),
  ...pageTextFields,
  postscriptum: z.string(),
  folder_id: z.number().int().nonnegative(),
  images: z.array(imageSchema),
});
export type Content = z.infer<typeof contentSchema>;
export const contentResponseSchema = z.array(contentSchema).min(1);

/** `GET content_folder?folder_id=&locale=`: a folder with its contents (title, id, rewriting url). */
export const contentFolderSchema = z.object({
  id: z.number().int().positive(),
  parent: z.number().int().nonnegative(),
  title: z.string(),
  contents: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
});
export type ContentFolder = z.infer<typeof contentFolderSchema>;

/** Listing parameters a content page can carry in its postscriptum. */
export const listingPostscriptumSchema = z.object({
  brand_id: z.coerce.number().int().positive(),
  category_id: z.coerce.number().int().positive(),
});

/* Structured postscriptum of info contents (JSON written by the back office), validated where they are read. */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM');

/** schema.org day names (DayOfWeek), Monday first. */
export const weekdaySchema = z.enum(WEEKDAYS);

/** A blog post: its publication date. */
export const blogPostPostscriptumSchema = z.object({ date: isoDate });

/** A team member: role and optional direct contact. */
export const teamMemberPostscriptumSchema = z.object({
  role: z.string().min(1),
  email: z.email().optional(),
  phone: z.string().optional(),
});

/** Opening hours: the days of one time range (a day may have several ranges, e.g. a lunch break). */
export const openingHoursSchema = z.object({
  days: z.array(weekdaySchema).min(1),
  opens: clockTime,
  closes: clockTime,
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** A showroom: address, contact and opening hours per weekday. */
export const showroomPostscriptumSchema = z.object({
  street: z.string().min(1),
  zipcode: z.string().min(1),
  city: z.string().min(1),
  country_code: z.string().length(2),
  phone: z.string().min(1),
  email: z.email(),
  area_sqm: z.number().int().positive().optional(),
  opening_hours: z.array(openingHoursSchema),
});
export type ShowroomDetails = z.infer<typeof showroomPostscriptumSchema>;

/** The advent calendar: one door per day, each with a title and a text (tip or offer). */
export const adventDoorSchema = z.object({
  day: z.number().int().min(1).max(31),
  title: z.string().min(1),
  text: z.string().min(1),
  code: z.string().optional(),
});
export type AdventDoor = z.infer<typeof adventDoorSchema>;
export const adventPostscriptumSchema = z.object({ doors: z.array(adventDoorSchema).min(1) });

/* Contact form: `POST contact` of the helper API. */

export const contactSubjectSchema = z.enum(CONTACT_SUBJECTS);
export type ContactSubject = z.infer<typeof contactSubjectSchema>;

/** The stored message. The storefront validates the shopper's input first (lib/content/contact-form.ts). */
export const contactRequestSchema = z.object({
  locale: theliaLocaleSchema,
  name: z.string().trim().min(CONTACT_NAME_MIN_LENGTH).max(100),
  email: z.email().max(254),
  phone: z.string().regex(/^[0-9 +]+$/).min(CONTACT_PHONE_MIN_LENGTH).max(CONTACT_PHONE_MAX_LENGTH).optional(),
  order_number: z.string().regex(/^[A-Za-z0-9-]{1,32}$/).optional(),
  subject: contactSubjectSchema,
  message: z.string().trim().min(CONTACT_MESSAGE_MIN_LENGTH).max(CONTACT_MESSAGE_MAX_LENGTH),
  privacy_consent: z.literal(true),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;
export const contactResponseSchema = z.object({ status_code: z.literal(200), id: z.number().int().positive() });
