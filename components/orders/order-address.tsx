import type { OrderAddress as Address } from '@/contract/checkout';
import { addressLines, fullName } from '@/lib/address/address-lines';
import { AddressBlock } from '@/components/address/address-block';

/** An address of an order as it was given: company, name, street lines, postcode and city, county, country, VAT number, phone. */
export function OrderAddress({ address, labels, className }: { address: Address; labels: { vatNumber: string | null; phone: string | null }; className: string | undefined }) {
  const lines = addressLines({
    who: [address.company, fullName(address)],
    street: [address.address1, address.address2, address.address3],
    zipcode: address.zipcode,
    city: address.city,
    region: address.state_title ?? '',
    country: address.country_title,
    notes: [labels.vatNumber ?? '', labels.phone ?? ''],
  });
  return <AddressBlock lines={lines} className={className} />;
}
