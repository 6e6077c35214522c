'use client';

import { useTranslations } from 'next-intl';
import { SALUTATIONS } from '@/lib/address/salutation';

/** The salutation choices with their texts (messages 'Salutation'), the same on every form that asks for one. */
export function useSalutationOptions(): { value: string; label: string }[] {
  const t = useTranslations('Salutation');
  return SALUTATIONS.map((salutation) => ({ value: salutation, label: t(salutation) }));
}
