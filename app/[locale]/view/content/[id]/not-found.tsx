import { ShopNotFound } from '../../../_components/shop-not-found';

export default function ContentNotFound() {
  return <ShopNotFound reason="content-fetch-failed" />;
}
