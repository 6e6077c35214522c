import { NextRequest } from 'next/server';
import type { AddressInfo } from 'node:net';
import { createTestApp, TEST_TOKEN, type TestApp } from '@/backend/test-app';
import { startFaultProxy, type FaultProxy } from '@/lib/testing/fault-proxy';
import { embeddedShopEnv } from '@/scripts/stack-env';

/**
 * The storefront's account routes of personal information, address book and password (app/api/account/**) against
 * the reference backend in-process, with the session cookie the login route sets: what they answer and what the backend
 * stored afterwards. A pass-through proxy answers a backend failure where a test asks for it.
 */
type Handler = (request: NextRequest, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Routes = {
  login: typeof import('@/app/api/account/login/route');
  me: typeof import('@/app/api/account/me/route');
  addresses: typeof import('@/app/api/account/addresses/route');
  address: typeof import('@/app/api/account/addresses/[id]/route');
  makeDefault: typeof import('@/app/api/account/addresses/[id]/default/route');
  personal: typeof import('@/app/api/account/personal/route');
  password: typeof import('@/app/api/account/password/route');
};

let real: TestApp;
let backend: FaultProxy;
let routes: Routes;
let serial = 0;

beforeAll(async () => {
  real = await createTestApp();
  const { port } = real.app.server.address() as AddressInfo;
  backend = await startFaultProxy(`http://127.0.0.1:${port}`);
  Object.assign(process.env, embeddedShopEnv(backend.url, TEST_TOKEN), { PORT: '3631' });
  routes = {
    login: await import('@/app/api/account/login/route'),
    me: await import('@/app/api/account/me/route'),
    addresses: await import('@/app/api/account/addresses/route'),
    address: await import('@/app/api/account/addresses/[id]/route'),
    makeDefault: await import('@/app/api/account/addresses/[id]/default/route'),
    personal: await import('@/app/api/account/personal/route'),
    password: await import('@/app/api/account/password/route'),
  };
}, 60_000);

let log: jest.SpyInstance;
beforeEach(() => {
  backend.reset();
  log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => log.mockRestore());
afterAll(async () => {
  await backend.close();
  await real.close();
});

/** A browser of one shop that keeps its cookies. */
function browser(host = 'at.localhost') {
  const jar = new Map<string, string>();
  const send = async (handler: unknown, method: string, path: string, body?: unknown, params: Record<string, string> = {}, extra: Record<string, string> = {}) => {
    const headers: Record<string, string> = { host, ...extra };
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const request = new NextRequest(`http://${host}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
    const response = await (handler as Handler)(request, { params: Promise.resolve(params) });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(set)) jar.delete(name);
      else jar.set(name, value);
    }
    return { status: response.status, json: (await response.json()) as Record<string, unknown>, cacheControl: response.headers.get('cache-control') };
  };
  return {
    login: (email: string, password: string) => send(routes.login.POST, 'POST', '/api/account/login', { email, password }),
    me: (query = '') => send(routes.me.GET, 'GET', `/api/account/me${query}`),
    list: () => send(routes.addresses.GET, 'GET', '/api/account/addresses'),
    create: (body: unknown, extra: Record<string, string> = {}) => send(routes.addresses.POST, 'POST', '/api/account/addresses', body, {}, extra),
    update: (id: number | string, body: unknown) => send(routes.address.PUT, 'PUT', `/api/account/addresses/${id}`, body, { id: String(id) }),
    remove: (id: number | string) => send(routes.address.DELETE, 'DELETE', `/api/account/addresses/${id}`, undefined, { id: String(id) }),
    makeDefault: (id: number | string) => send(routes.makeDefault.POST, 'POST', `/api/account/addresses/${id}/default`, undefined, { id: String(id) }),
    personal: (body: unknown) => send(routes.personal.PUT, 'PUT', '/api/account/personal', body),
    password: (body: unknown) => send(routes.password.POST, 'POST', '/api/account/password', body),
  };
}

async function account(extra: Record<string, unknown> = {}): Promise<{ email: string; password: string; id: number }> {
  serial += 1;
  const email = `konto-${serial}@example.at`;
  const password = 'Konto-Passwort-1';
  const response = await real.post('/api/ExternalOrderApi/customer', {
    email, password, title: 2, firstname: 'Klara', lastname: 'Konto', locale: 'de_AT', is_company: false, company: '', vat_number: '', newsletter: false, ...extra,
  });
  return { email, password, id: (response.json() as { data: { customer_id: number } }).data.customer_id };
}

async function loggedIn(extra: Record<string, unknown> = {}) {
  const customer = await account(extra);
  const shopper = browser();
  expect((await shopper.login(customer.email, customer.password)).status).toBe(200);
  return { ...customer, shopper };
}

const vienna = {
  label: 'Zuhause', title: 'miss', firstname: 'Klara', lastname: 'Konto', company: '', vatNumber: '', street: 'Gumpendorfer Straße 12', addressExtra: 'Tür 4',
  zipcode: '1060', city: 'Wien', countryId: 13, county: '', phone: '+43 660 1234567', cellphone: '', isDefault: false,
};
const stored = (customerId: number) =>
  real.db.prepare('SELECT label, address1, address2, zipcode, city, is_default AS isDefault FROM address WHERE customer_id = ? ORDER BY id').all(customerId);

describe('account routes: address book', () => {
  test('S1-17 S7-06 S7-31 S7-32 S7-33 a customer lists, adds, edits, sets the default and deletes; answers are never cached', async () => {
    const { shopper, id } = await loggedIn();
    const empty = await shopper.list();
    expect(empty).toMatchObject({ status: 200, json: { addresses: [] } });
    expect(empty.cacheControl).toBe('private, no-store');
    const first = await shopper.create(vienna);
    const second = await shopper.create({ ...vienna, label: 'Büro', street: 'Ring 1', addressExtra: '' });
    expect([first.status, second.status]).toEqual([200, 200]);
    const secondId = Number(second.json.id);
    expect((await shopper.update(secondId, { ...vienna, label: 'Büro', street: 'Ring 2', zipcode: '8010', city: 'Graz' })).status).toBe(200);
    expect((await shopper.makeDefault(secondId)).status).toBe(200);
    expect(stored(id)).toEqual([
      { label: 'Zuhause', address1: 'Gumpendorfer Straße 12', address2: 'Tür 4', zipcode: '1060', city: 'Wien', isDefault: 0 },
      { label: 'Büro', address1: 'Ring 2', address2: 'Tür 4', zipcode: '8010', city: 'Graz', isDefault: 1 },
    ]);
    const list = await shopper.list();
    expect((list.json.addresses as { label: string; isDefault: boolean; title: string }[]).map((a) => [a.label, a.isDefault, a.title])).toEqual([['Büro', true, 'miss'], ['Zuhause', false, 'miss']]);
    expect((await shopper.remove(Number(first.json.id))).status).toBe(200);
    expect(stored(id)).toHaveLength(1);
  });

  test('S5-38 the default address cannot be deleted', async () => {
    const { shopper, id } = await loggedIn();
    const created = await shopper.create(vienna);
    expect(await shopper.remove(Number(created.json.id))).toMatchObject({ status: 422, json: { error: 'default-address' } });
    expect(stored(id)).toHaveLength(1);
  });

  test('S5-16 S5-40 the route checks the rules again: field errors, nothing stored', async () => {
    const { shopper, id } = await loggedIn();
    const refused = await shopper.create({ ...vienna, title: 'none', firstname: 'K', zipcode: '10600', phone: '0660-123' });
    expect(refused).toMatchObject({ status: 422, json: { error: 'invalid', fields: { firstname: 'tooShort', zipcode: 'postcode', phone: 'phone' } } });
    // A salutation outside the one list (salutation.ts) is a malformed request.
    expect((await shopper.create({ ...vienna, title: 'ms' })).status).toBe(400);
    expect((await shopper.create({ ...vienna, email: 'x@example.at' })).status).toBe(400);
    expect(stored(id)).toEqual([]);
  });

  test("another customer's address id is a 404 like an unknown id, and nothing changes", async () => {
    const owner = await loggedIn();
    const theirs = Number((await owner.shopper.create(vienna)).json.id);
    await owner.shopper.create({ ...vienna, label: 'Lager' });
    const intruder = await loggedIn();
    for (const target of [theirs, 99_999_999, 'abc']) {
      expect((await intruder.shopper.update(target, { ...vienna, city: 'Linz', zipcode: '4020' })).status).toBe(404);
      expect((await intruder.shopper.remove(target)).status).toBe(404);
      expect((await intruder.shopper.makeDefault(target)).status).toBe(404);
    }
    expect(stored(owner.id)).toEqual([
      { label: 'Zuhause', address1: 'Gumpendorfer Straße 12', address2: 'Tür 4', zipcode: '1060', city: 'Wien', isDefault: 1 },
      { label: 'Lager', address1: 'Gumpendorfer Straße 12', address2: 'Tür 4', zipcode: '1060', city: 'Wien', isDefault: 0 },
    ]);
  });

  test('a guest is refused, and a cross-site write changes nothing', async () => {
    const guest = browser();
    expect((await guest.list()).status).toBe(401);
    expect((await guest.create(vienna)).status).toBe(401);
    const { shopper, id } = await loggedIn();
    const crossSite = await shopper.create(vienna, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite).toMatchObject({ status: 403, json: { error: 'cross-site' } });
    expect(stored(id)).toEqual([]);
  });

  test('S8-16 S8-20 a backend failure is a 503 failed, for the list and for a write', async () => {
    const { shopper } = await loggedIn();
    backend.fail('GET /api/ExternalOrderApi/address/', { status: 500, body: { status_code: 500, error: 'Internal Server Error' } });
    backend.fail('GET /api/ExternalOrderApi/address', { status: 500, body: { status_code: 500, error: 'Internal Server Error' } });
    backend.fail('POST /api/ExternalOrderApi/address', { status: 503, body: { status_code: 503, error: 'Service Unavailable' } });
    expect(await shopper.list()).toMatchObject({ status: 503, json: { error: 'failed' } });
    expect(await shopper.create(vienna)).toMatchObject({ status: 503, json: { error: 'failed' } });
  });
});

describe('account routes: personal information and password', () => {
  test('S3-43 S5-27 the profile changes, the e-mail address never', async () => {
    const { shopper, id, email } = await loggedIn();
    const saved = await shopper.personal({ isCompany: false, title: 'association', firstname: 'Verein', lastname: 'Wasser', company: 'Wasserfreunde', vatNumber: 'ATU12345678' });
    expect(saved).toMatchObject({ status: 200, json: { status: 'saved', vatStatus: 'none', vatNumber: '' } });
    expect(real.db.prepare('SELECT title_id AS title, firstname, email, vat_number AS vat FROM customer WHERE id = ?').get(id)).toEqual({ title: 5, firstname: 'Verein', email, vat: '' });
    expect((await shopper.personal({ isCompany: false, title: 'mr', firstname: 'Anders', lastname: 'Wasser', company: '', vatNumber: '', email: 'neu@example.at' })).status).toBe(400);
  });

  test('S5-34 S5-35 S8-22 a business customer: format checked by the route, VIES states from the backend, excludeVAT follows', async () => {
    // A German company in the Austrian shop: net prices only with delivery to Germany (intra-Community supply).
    const { shopper } = await loggedIn({ is_company: true, company: 'Bau GmbH', vat_number: 'DE287654321', title: 3 });
    expect((await shopper.me('?country=5')).json).toMatchObject({ isCompany: true, excludeVAT: true });
    expect((await shopper.me()).json).toMatchObject({ isCompany: true, excludeVAT: false });
    expect((await shopper.me('?country=x')).status).toBe(400);
    const profile = { isCompany: true, title: 'company', firstname: 'Klara', lastname: 'Konto', company: 'Bau GmbH' };
    expect(await shopper.personal({ ...profile, vatNumber: 'AT12345678' })).toMatchObject({ status: 422, json: { fields: { vatNumber: 'vatNumber' } } });
    expect((await shopper.personal({ ...profile, vatNumber: 'ATU12345600' })).json).toMatchObject({ vatStatus: 'invalid' });
    expect((await shopper.me()).json).toMatchObject({ excludeVAT: false });
    expect((await shopper.personal({ ...profile, vatNumber: 'ATU12345699' })).json).toMatchObject({ vatStatus: 'error' });
    expect((await shopper.personal({ ...profile, vatNumber: 'atu 1234 5678' })).json).toMatchObject({ vatStatus: 'valid', vatNumber: 'ATU12345678' });
    // Now an Austrian company in the Austrian shop: a domestic sale pays Austrian VAT, wherever the header points.
    expect((await shopper.me()).json).toMatchObject({ excludeVAT: false });
    expect((await shopper.me('?country=5')).json).toMatchObject({ excludeVAT: false });
    expect((await shopper.personal({ ...profile, vatNumber: 'DE 287 654 321' })).json).toMatchObject({ vatStatus: 'valid', vatNumber: 'DE287654321' });
    expect((await shopper.me('?country=5')).json).toMatchObject({ excludeVAT: true });
  });

  test('a private customer becomes a business customer on the personal data page: company and VAT number kept and checked', async () => {
    const { shopper, id } = await loggedIn();
    expect((await shopper.me()).json).toMatchObject({ isCompany: false });
    const profile = { isCompany: true, title: 'none', firstname: 'Klara', lastname: 'Konto', vatNumber: 'DE287654321' };
    expect(await shopper.personal({ ...profile, company: '' })).toMatchObject({ status: 422, json: { fields: { company: 'required' } } });
    expect((await shopper.personal({ ...profile, company: 'Konto GmbH' })).json).toMatchObject({ status: 'saved', vatStatus: 'valid', vatNumber: 'DE287654321' });
    expect(real.db.prepare('SELECT is_company AS company, company AS name, title_id AS title, vat_number AS vat FROM customer WHERE id = ?').get(id)).toEqual({
      company: 1, name: 'Konto GmbH', title: 4, vat: 'DE287654321',
    });
    expect((await shopper.me('?country=5')).json).toMatchObject({ isCompany: true, excludeVAT: true });
  });

  test('S5-26 S7-30 a wrong old password is refused; a change logs out the other browser and keeps this one', async () => {
    const { shopper, email, password } = await loggedIn();
    const other = browser();
    await other.login(email, password);
    expect(await shopper.password({ oldPassword: 'falsch', newPassword: 'Neu-Passwort-2', confirmation: 'Neu-Passwort-2' })).toMatchObject({ status: 422, json: { error: 'wrong-password' } });
    expect(await shopper.password({ oldPassword: password, newPassword: 'Neu-Passwort-2', confirmation: 'Neu' })).toMatchObject({ status: 422, json: { fields: { confirmation: 'mismatch' } } });
    expect((await other.me()).json).toMatchObject({ kind: 'customer' });
    expect(await shopper.password({ oldPassword: password, newPassword: 'Neu-Passwort-2', confirmation: 'Neu-Passwort-2' })).toMatchObject({ status: 200, json: { status: 'changed' } });
    expect((await shopper.me()).json).toMatchObject({ kind: 'customer' });
    expect((await other.me()).json).toEqual({ kind: 'guest' });
    expect((await browser().login(email, 'Neu-Passwort-2')).status).toBe(200);
  });
});
