import { getTranslations } from 'next-intl/server';
import { ADMIN_PAGE_TYPES, ADMIN_SECTIONS } from '@/lib/admin/admin-links';
import type { AdminBarLabels } from './admin-bar';
import { AdminBarAfterHydration } from './admin-bar-after-hydration';

const UPDATE_KEYS = { category: 'updateCategory', product: 'updateProduct', 'partner-product': 'updatePartnerProduct', content: 'updateContent' } as const;

/** The admin bar's place in the header with its texts (the same for everybody; the bar itself shows for administrators only). */
export async function AdminBarSlot({ locale }: { locale: string }) {
  const t = await getTranslations({ locale, namespace: 'AdminBar' });
  const labels = { label: t('label'), newTab: t('newTab') } as AdminBarLabels;
  for (const section of ADMIN_SECTIONS) labels[section.key] = t(section.key);
  for (const type of ADMIN_PAGE_TYPES) labels[`update-${type}`] = t(UPDATE_KEYS[type]);
  return <AdminBarAfterHydration labels={labels} />;
}
