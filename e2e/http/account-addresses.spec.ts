import { test, expect, DEFAULT_SHOP } from '../support/http-tier';
import { freshAccount } from '../support/accounts';
import { ADDRESS_OF, backendAddress, backendAddresses, backendToken } from '../support/account-book';
import { httpLogIn, shopCall } from '../support/http-session';

/** The address book's route handlers refuse what is not the customer's own (no browser needed: answers and backend state). */
test("another customer's address id is refused like an unknown one and nothing changes", async () => {
  const shop = DEFAULT_SHOP;
  const owner = await freshAccount(shop, 'owner');
  const ownerToken = await backendToken(owner.email, owner.password);
  await backendAddress(ownerToken, owner.customerId, shop, 'Zuhause');
  const theirs = await backendAddress(ownerToken, owner.customerId, shop, 'Lager');
  const intruder = await freshAccount(shop, 'intruder');
  const jar = await httpLogIn(shop, intruder.email, intruder.password);
  const place = ADDRESS_OF[shop.name];
  const body = {
    label: 'Fremd', title: 'mr', firstname: 'Ivan', lastname: 'Intrus', company: '', vatNumber: '', street: place.street, addressExtra: '', zipcode: place.zipcode,
    city: place.city, countryId: place.countryId, county: '', phone: place.phone, cellphone: '', isDefault: true,
  };
  for (const id of [theirs, 99_999_999]) {
    const put = await shopCall(shop, `/api/account/addresses/${id}`, jar, { method: 'PUT', json: body });
    const del = await shopCall(shop, `/api/account/addresses/${id}`, jar, { method: 'DELETE' });
    const def = await shopCall(shop, `/api/account/addresses/${id}/default`, jar, { method: 'POST' });
    expect([put.status, put.body, del.status, def.status]).toEqual([404, { error: 'not-found' }, 404, 404]);
  }
  expect((await backendAddresses(ownerToken, owner.customerId)).map((a) => [a.id === theirs, a.label, a.is_default])).toEqual([[false, 'Zuhause', true], [true, 'Lager', false]]);
});
