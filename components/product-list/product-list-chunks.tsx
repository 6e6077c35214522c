import type { CardView } from '@/lib/catalog/card-view';
import { ProductGridIsland } from '@/components/catalog/product-grid-island';
import { PageMessages } from '@/components/providers/page-messages';
import type { Ga4List } from '@/lib/analytics/ga4-list-events';
import type { Namespace } from '@/lib/i18n/client-namespaces';
import { CHUNK_ATTRIBUTE } from '@/lib/product-list/scroll';
import type { CurrencySettings } from '@/lib/pricing/money';
import { ProductListScroll, type ProductListSource } from './product-list-scroll';

type Props = {
  /** The cards of the chunk in the URL, rendered on the server. */
  products: CardView[];
  /** Id of the heading that names the first chunk. */
  labelledBy: string;
  /** Accessible name of the card grid. */
  label: string;
  source: ProductListSource;
  pages: number;
  /** Changes with the list's state, so the appended chunks start afresh. */
  scrollKey: string;
  currency: CurrencySettings;
  locale: string;
  vatNote: string;
  /** The list as analytics names it, the index of its first card and the chunk size. */
  list: Ga4List & { firstIndex: number; chunkSize: number };
  /** Message namespaces the infinite scroll needs that the page does not hand to the browser already. */
  messages?: readonly Namespace[];
};

/**
 * The results of a product list: the chunk of the URL, rendered on the server, then infinite scroll with the plain
 * page links (ProductListScroll).
 */
export function ProductListChunks({ products, labelledBy, label, source, pages, scrollKey, currency, locale, vatNote, list, messages }: Props) {
  const scroll = (
    <ProductListScroll key={scrollKey} source={source} pages={pages} currency={currency} locale={locale} vatNote={vatNote} list={{ id: list.id, name: list.name, chunkSize: list.chunkSize }} />
  );
  return (
    <>
      <section {...{ [CHUNK_ATTRIBUTE]: source.state.page }} aria-labelledby={labelledBy}>
        <ProductGridIsland products={products} currency={currency} locale={locale} vatNote={vatNote} label={label} list={{ id: list.id, name: list.name, firstIndex: list.firstIndex }} />
      </section>
      {messages ? <PageMessages namespaces={messages}>{scroll}</PageMessages> : scroll}
    </>
  );
}
