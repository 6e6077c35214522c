import type { TheliaLocale } from '@/contract/common';
import type { Db } from '@/backend/db/open';

/**
 * Who sends a shop's e-mails and documents and whom a withdrawal reaches: the shop's name, the selling company, its
 * address and contacts, and what its invoices must name of it: VAT identification number (UID, USt-IdNr., CUI), the
 * German tax number ('' where the shop has none on its invoices), the company register entry and the managing director.
 */
export type ShopIdentity = {
  storeName: string; company: string; address: string; phone: string; email: string; vatId: string; taxNumber: string; register: string; manager: string;
};

/** The shop's identity from its system config (store_*, seeded from shop-facts.ts SELLER). */
export function createShopIdentityRepo(db: Db) {
  const config = db.prepare("SELECT name, value FROM system_config WHERE locale = ? AND name LIKE 'store_%'");
  return {
    identity(locale: TheliaLocale): ShopIdentity {
      const values = new Map((config.all(locale) as { name: string; value: string }[]).map((row) => [row.name, row.value]));
      const get = (name: string) => values.get(name) ?? '';
      const storeName = get('store_name');
      return {
        storeName,
        company: get('store_company') || storeName,
        address: `${get('store_address1')}, ${get('store_zipcode')} ${get('store_city')}, ${get('store_country')}`,
        phone: get('store_phone'),
        email: get('store_email'),
        vatId: get('store_vat_id'),
        taxNumber: get('store_tax_number'),
        register: get('store_register'),
        manager: get('store_manager'),
      };
    },
  };
}

export type ShopIdentityRepo = ReturnType<typeof createShopIdentityRepo>;
