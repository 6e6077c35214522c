import { ShopNotFound } from '../../../_components/shop-not-found';

export default function CategoryNotFound() {
  return <ShopNotFound reason="category-fetch-failed" />;
}
