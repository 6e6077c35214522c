import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import ro from '@/messages/ro.json';
import { CancelOrder } from './cancel-order';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: () => undefined }) }));

function serverHtml(cancellable: boolean): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="ro-RO" messages={ro} timeZone="Europe/Bucharest">
      <CancelOrder orderRef="R-1" hash="h" cancellable={cancellable} />
    </NextIntlClientProvider>,
  );
}

describe('cancel order', () => {
  test("S7-23 the server HTML's cancel button is disabled until the page has hydrated (a click before it would be lost)", () => {
    const html = serverHtml(true);
    const button = /<button[^>]*>([^<]*)<\/button>/.exec(html);
    expect(button?.[1]).toBe(ro.Orders.placed.cancel);
    expect(button?.[0]).toMatch(/\sdisabled=""/);
  });

  test('an order that cannot be cancelled has no button', () => {
    expect(serverHtml(false)).not.toContain('<button');
  });
});
