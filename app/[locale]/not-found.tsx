import { ShopNotFound } from './_components/shop-not-found';

/** route-not-found (or no reason): 'Sorry, the page was not found'. */
export default function NotFound() {
  return <ShopNotFound reason="route-not-found" />;
}
