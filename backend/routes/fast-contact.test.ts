import {
  adventPostscriptumSchema,
  blogPostPostscriptumSchema,
  contactResponseSchema,
  contentFolderSchema,
  contentResponseSchema,
  showroomPostscriptumSchema,
  teamMemberPostscriptumSchema,
} from '@/contract/content';
import { rewritingResponseSchema } from '@/contract/rewriting';
import { ADVENT_DOORS, CATALOGUE_PRODUCTS_MORE_THAN, RETURN_DAYS, SHOWROOM_AREA_OVER_SQM } from '@/contract/constants';
import type { TestApp } from '@/backend/test-app';
import { createTestApp } from '@/backend/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const valid = {
  locale: 'de_AT',
  name: 'Maria Muster',
  email: 'maria@example.at',
  phone: '+43 660 1234567',
  order_number: 'ORD-2026-0001',
  subject: 'order',
  message: 'Wann wird meine Bestellung geliefert? Vielen Dank!',
  privacy_consent: true,
};

describe('POST /fast/contact', () => {
  it('S2-179 stores a valid message and answers its id', async () => {
    const response = await t.post('/fast/contact', valid);
    expect(response.statusCode).toBe(200);
    const { id } = contactResponseSchema.parse(response.json());
    const row = t.db.prepare('SELECT name, email, phone, order_number, subject, message, locale FROM contact_message WHERE id = ?').get(id);
    expect(row).toEqual({ name: valid.name, email: valid.email, phone: valid.phone, order_number: valid.order_number, subject: 'order', message: valid.message, locale: 'de_AT' });
  });

  it('stores optional fields as absent and keeps unicode and markup as plain text', async () => {
    const message = { ...valid, phone: undefined, order_number: undefined, name: 'Ștefan Țăranu', message: '<script>alert(1)</script> ünïcødé 🚿 text' };
    const { id } = contactResponseSchema.parse((await t.post('/fast/contact', message)).json());
    expect(t.db.prepare('SELECT name, phone, order_number, message FROM contact_message WHERE id = ?').get(id)).toEqual({
      name: message.name, phone: null, order_number: null, message: message.message,
    });
  });

  it.each([
    ['a one-letter name', { name: 'M' }, 'body.name'],
    ['a bad email', { email: 'not-an-email' }, 'body.email'],
    ['a phone with letters', { phone: '0660-abc-123' }, 'body.phone'],
    ['a phone under 9 characters', { phone: '12345' }, 'body.phone'],
    ['a phone over 20 characters', { phone: '+43 660 1234 5678 9012' }, 'body.phone'],
    ['a short message', { message: 'Hallo' }, 'body.message'],
    ['a huge message', { message: 'x'.repeat(5001) }, 'body.message'],
    ['an unknown subject', { subject: 'spam' }, 'body.subject'],
    ['no privacy consent', { privacy_consent: false }, 'body.privacy_consent'],
    ['an unknown locale', { locale: 'en_US' }, 'body.locale'],
  ])('answers 400 for %s', async (_label, change, field) => {
    const error = await t.expectError('/fast/contact', 400, { body: { ...valid, ...change } });
    expect(error.error).toContain(field);
  });

  it('answers 400 for a body that is not an object or not JSON', async () => {
    await t.expectError('/fast/contact', 400, { body: [] });
    const response = await t.request('POST', '/fast/contact', { body: '{"name":' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a request without the shop token', async () => {
    const response = await t.request('POST', '/fast/contact', { token: null, body: JSON.stringify(valid) });
    expect(response.statusCode).toBe(401);
  });
});

describe('info pages of the seed', () => {
  const resolve = (locale: string, url: string) => t.getParsed(`/api/rewriting?view_locale=${locale}&view_url=${url}`, rewritingResponseSchema);

  it('S7-37 S2-178 the showrooms folder lists each shop its showrooms with address and opening hours', async () => {
    for (const [locale, cities] of [['de_AT', ['Wien', 'Graz']], ['de_DE', ['Wien', 'München']], ['ro_RO', ['București', 'Cluj-Napoca']]] as const) {
      const folder = await resolve(locale, 'showrooms');
      expect(folder.view).toBe('folder');
      const listing = await t.getParsed(`/fast/content_folder?folder_id=${folder.view_id}&locale=${locale}`, contentFolderSchema);
      const found: string[] = [];
      for (const entry of listing.contents) {
        const [content] = await t.getParsed(`/fast/content/custom_attribute/?content_id=${entry.id}&locale=${locale}`, contentResponseSchema);
        const details = showroomPostscriptumSchema.parse(JSON.parse(content?.postscriptum ?? ''));
        expect(details.opening_hours.length).toBeGreaterThan(0);
        found.push(details.city);
      }
      expect(found).toEqual(cities);
    }
  });

  it('S2-179 team members, the blog with dates and the advent calendar with 24 doors', async () => {
    const team = await resolve('ro_RO', 'team');
    const members = await t.getParsed(`/fast/content_folder?folder_id=${team.view_id}&locale=ro_RO`, contentFolderSchema);
    expect(members.contents.length).toBeGreaterThanOrEqual(3);
    const [member] = await t.getParsed(`/fast/content/custom_attribute/?content_id=${members.contents[0]?.id}&locale=ro_RO`, contentResponseSchema);
    expect(teamMemberPostscriptumSchema.parse(JSON.parse(member?.postscriptum ?? '')).role).toBe('Director general');

    const blog = await resolve('de_DE', 'blog');
    const posts = await t.getParsed(`/fast/content_folder?folder_id=${blog.view_id}&locale=de_DE`, contentFolderSchema);
    for (const post of posts.contents) {
      const [content] = await t.getParsed(`/fast/content/custom_attribute/?content_id=${post.id}&locale=de_DE`, contentResponseSchema);
      expect(blogPostPostscriptumSchema.safeParse(JSON.parse(content?.postscriptum ?? '')).success).toBe(true);
      expect(content?.images.length).toBe(1);
    }

    const advent = await resolve('de_AT', 'advent-calendar');
    const [calendar] = await t.getParsed(`/fast/content/custom_attribute/?content_id=${advent.view_id}&locale=de_AT`, contentResponseSchema);
    const doors = adventPostscriptumSchema.parse(JSON.parse(calendar?.postscriptum ?? '')).doors;
    expect(doors.map((door) => door.day)).toEqual(Array.from({ length: ADVENT_DOORS }, (_, i) => i + 1));

    for (const slug of ['configurators', 'feedback', 'about-us', 'contact']) {
      expect((await resolve('de_AT', slug)).view).toBe('content');
    }
  });

  it('S9-16 S9-22 S9-23 legal and about texts state the returns period, the product count and the showroom area', async () => {
    const text = async (locale: string, url: string) => {
      const { view_id } = await resolve(locale, url);
      const [content] = await t.getParsed(`/fast/content/custom_attribute/?content_id=${view_id}&locale=${locale}`, contentResponseSchema);
      return `${content?.chapo} ${content?.description}`;
    };
    const grouped = new Intl.NumberFormat('de-DE').format(CATALOGUE_PRODUCTS_MORE_THAN);
    expect(await text('ro_RO', 'returul-produselor.html')).toContain(`${RETURN_DAYS} zile`);
    expect(await text('de_AT', 'widerrufsrecht')).toContain(`${RETURN_DAYS} Tagen`);
    for (const [locale, url] of [['de_AT', 'ueber-uns.html'], ['de_DE', 'about-us'], ['ro_RO', 'despre-noi.html']] as const) {
      const about = await text(locale, url);
      expect(about).toContain(grouped);
      expect(about).toContain(`${SHOWROOM_AREA_OVER_SQM} m²`);
    }
  });
});
