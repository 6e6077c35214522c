import type { OrderAddress as Address } from '@/contract/checkout';

/** An address of an order as it was given: company, name, street lines, postcode and city, county, country, phone. */
export function OrderAddress({ address, labels, className }: { address: Address; labels: { vatNumber: string | null; phone: string | null }; className: string | undefined }) {
  const lines = [
    address.company,
    `${address.firstname} ${address.lastname}`,
    address.address1,
    address.address2,
    address.address3,
    `${address.zipcode} ${address.city}`,
    address.state_title ?? '',
    address.country_title,
    labels.vatNumber ?? '',
    labels.phone ?? '',
  ].filter((line) => line.trim() !== '');
  return (
    <address className={className}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
