import { QueryClient } from '@tanstack/react-query';
import { GUEST_SHOPPER, type Shopper } from '@/lib/account/shopper';
import { useSessionStore } from '@/lib/ui-state/session-store';
import { clearClientSession } from './client-logout';
import { SHOPPER_QUERY_KEY } from './use-shopper';

const CUSTOMER: Shopper = {
  kind: 'customer', customerId: 7, addressId: null, profileName: 'test', firstname: 'Test', lastname: 'Kunde', email: 'test@example.at',
  isAdmin: false, isCompany: false, excludeVAT: false, countryId: 14, issuedAt: 0, expiresAt: 1,
};

describe('the client side of a logout', () => {
  test('S4-09 a shopper fetch sent before the logout does not bring the customer back into the header', async () => {
    const client = new QueryClient();
    let answer: (shopper: Shopper) => void = () => undefined;
    const fetching = client.fetchQuery({ queryKey: SHOPPER_QUERY_KEY, queryFn: () => new Promise<Shopper>((resolve) => (answer = resolve)) }).catch(() => null);
    useSessionStore.getState().setSession({ loggedIn: true, profileName: 'test' });

    const clearing = clearClientSession(client);
    // The answer of the older fetch arrives while (or after) the session is cleared.
    answer(CUSTOMER);
    await clearing;
    await fetching;

    expect(client.getQueryData(SHOPPER_QUERY_KEY)).toEqual(GUEST_SHOPPER);
    expect(useSessionStore.getState().loggedIn).toBe(false);
  });
});
