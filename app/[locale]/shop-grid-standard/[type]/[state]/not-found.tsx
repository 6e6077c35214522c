import { ShopNotFound } from '../../../_components/shop-not-found';

/** A selection listing page past the last one, or a malformed listing state. */
export default function TypeListingStateNotFound() {
  return <ShopNotFound reason="route-not-found" />;
}
