import { ShopNotFound } from '../../_components/shop-not-found';

/** `/shop-grid-standard/{type}` whose type is not a selection (new, sale, bestseller): 'Sale was not found'. */
export default function TypeListingNotFound() {
  return <ShopNotFound reason="sale-not-found" />;
}
