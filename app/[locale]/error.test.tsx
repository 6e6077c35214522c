import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import de from '@/messages/de.json';
import ro from '@/messages/ro.json';
import PageError from './error';

function render(locale: string, messages: typeof de): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Vienna">
      <PageError error={new Error('upstream failed')} reset={() => undefined} />
    </NextIntlClientProvider>,
  );
}

describe('page error boundary', () => {
  test('S8-33 S8-34 a page that fails to render shows the generic messages in the shop language', () => {
    const german = render('de-AT', de);
    expect(german).toContain(de.Common.genericError);
    expect(german).toContain(de.Common.tryAgain);
    expect(german).toContain(de.ServerDown.retry);
    const romanian = render('ro-RO', ro);
    expect(romanian).toContain(ro.Common.genericError);
    expect(romanian).toContain(ro.Common.tryAgain);
  });
});
