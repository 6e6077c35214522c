import type { TheliaLocale } from '@/lib/contract/common';
import type { Db } from '@/backend/db/open';

/** Who sends a shop's e-mails and whom a withdrawal reaches: the shop's name, company, address and contacts. */
export type ShopIdentity = { storeName: string; company: string; address: string; phone: string; email: string };

/** The shop's identity from its system config (store_*) and the beneficiary of its bank account (the company). */
export function createShopIdentityRepo(db: Db) {
  const config = db.prepare("SELECT name, value FROM system_config WHERE locale = ? AND name LIKE 'store_%'");
  const company = db.prepare('SELECT beneficiary FROM bank_account WHERE locale = ?');
  return {
    identity(locale: TheliaLocale): ShopIdentity {
      const values = new Map((config.all(locale) as { name: string; value: string }[]).map((row) => [row.name, row.value]));
      const get = (name: string) => values.get(name) ?? '';
      const storeName = get('store_name');
      return {
        storeName,
        company: (company.get(locale) as { beneficiary: string } | undefined)?.beneficiary ?? storeName,
        address: `${get('store_address1')}, ${get('store_zipcode')} ${get('store_city')}, ${get('store_country')}`,
        phone: get('store_phone'),
        email: get('store_email'),
      };
    },
  };
}

export type ShopIdentityRepo = ReturnType<typeof createShopIdentityRepo>;
