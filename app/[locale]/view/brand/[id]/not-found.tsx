import { ShopNotFound } from '../../../_components/shop-not-found';

export default function BrandNotFound() {
  return <ShopNotFound reason="brand-fetch-failed" />;
}
