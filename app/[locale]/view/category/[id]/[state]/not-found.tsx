import { ShopNotFound } from '../../../../_components/shop-not-found';

/** A listing state that does not exist (a page past the last one, a malformed state). */
export default function ListingStateNotFound() {
  return <ShopNotFound reason="route-not-found" />;
}
