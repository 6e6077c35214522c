import { ShopNotFound } from '../../_components/shop-not-found';

export default function ProductByIdNotFound() {
  return <ShopNotFound reason="product-fetch-failed" />;
}
