import { ShopNotFound } from '../../_components/shop-not-found';

export default function UnsupportedNotFound() {
  return <ShopNotFound reason="content-type-not-found" />;
}
