'use client';

import { useState } from 'react';
import type { AddressInput, AddressKind } from '@/lib/checkout/address-step-rules';
import type { CheckoutSavedAddress } from '@/lib/checkout/customer-checkout';
import styles from './checkout.module.css';

export type CheckoutCustomer = {
  email: string;
  addresses: CheckoutSavedAddress[];
  texts: { orderingAs: string; savedAddresses: string; newAddress: string };
};

type Props = { kind: AddressKind; customer: CheckoutCustomer; initialId: number | null; onPick: (address: AddressInput | null) => void };

/**
 * A logged-in customer's saved addresses for one address of the checkout (ADR 0029): picking one fills the form with
 * it (the order then uses that very address); 'enter a new address' empties the form. The fields stay editable.
 */
export function SavedAddressPicker({ kind, customer, initialId, onPick }: Props) {
  const [chosen, setChosen] = useState(initialId === null ? '' : String(initialId));
  if (customer.addresses.length === 0) return null;
  const id = `checkout-${kind}-saved`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{customer.texts.savedAddresses}</label>
      <select
        id={id}
        name={id}
        value={chosen}
        onChange={(event) => {
          setChosen(event.target.value);
          const picked = customer.addresses.find((address) => String(address.id) === event.target.value);
          onPick(picked ? picked.input : null);
        }}
      >
        <option value="">{customer.texts.newAddress}</option>
        {customer.addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {address.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The saved address a form address is (all fields equal), for the picker's first value. */
export function savedAddressIdOf(address: AddressInput, customer: CheckoutCustomer | null): number | null {
  if (!customer) return null;
  const same = (a: AddressInput, b: AddressInput) => (Object.keys(a) as (keyof AddressInput)[]).every((key) => a[key] === b[key]);
  return customer.addresses.find((saved) => same(saved.input, address))?.id ?? null;
}
