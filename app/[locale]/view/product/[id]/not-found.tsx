import { ShopNotFound } from '../../../_components/shop-not-found';

export default function ProductNotFound() {
  return <ShopNotFound reason="product-fetch-failed" />;
}
