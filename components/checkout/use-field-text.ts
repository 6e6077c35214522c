'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { FIELD_LIMITS, NAME_MIN_LENGTH, type FieldError } from '@/lib/address/address-rules';

/** The longest value of a field, by the last part of its name (`invoice.street` → street). */
function limitOf(field: string): number {
  const name = field.split('.').pop() ?? field;
  if (name === 'firstname' || name === 'lastname') return FIELD_LIMITS.name;
  return name in FIELD_LIMITS ? FIELD_LIMITS[name as keyof typeof FIELD_LIMITS] : FIELD_LIMITS.message;
}

/** The text of a field's error code, with the field's own limits. */
export function useFieldText(): (field: string, code: FieldError | string) => string {
  const t = useTranslations('Checkout');
  return useCallback(
    (field: string, code: FieldError | string) => {
      if (code === 'required' && field === 'pickupCentreId') return t('errors.pickupCentre');
      switch (code) {
        case 'tooShort':
          return t('errors.tooShort', { min: NAME_MIN_LENGTH });
        case 'tooLong':
          return t('errors.tooLong', { max: limitOf(field) });
        case 'email':
        case 'phone':
        case 'phoneRequired':
        case 'postcode':
        case 'vatNumber':
        case 'country':
        case 'county':
          return t(`errors.${code}`);
        default:
          return t('errors.required');
      }
    },
    [t],
  );
}

/** The id of a field's input (`invoice.street` → checkout-invoice-street). */
export const fieldId = (field: string) => `checkout-${field.replace(/\./g, '-')}`;
