import { ShopNotFound } from '../../_components/shop-not-found';

export default function UnresolvedNotFound() {
  return <ShopNotFound reason="rewriting-failed" />;
}
