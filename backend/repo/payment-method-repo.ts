import type { TheliaLocale } from '@/contract/common';
import type { BankDetails, PaymentMethod, PaymentMethodCode } from '@/contract/checkout';
import { paymentMethodCodeSchema } from '@/contract/checkout';
import type { Db } from '@/backend/db/open';

export type ShopPaymentModule = PaymentMethod & { countryIds: number[]; parcelOnly: boolean };

type ModuleRow = {
  id: number; code: string; logo: string; title: string | null; description: string | null; conditions: string | null;
  position: number; fee: number; countryIds: string; parcelOnly: number;
};

export type BankAccount = Omit<BankDetails, 'amount' | 'reference'>;

/** Payment modules with their texts and their settings per shop (active, position, fee, countries), and the shops' bank accounts. */
export function createPaymentMethodRepo(db: Db) {
  const active = db.prepare(
    `SELECT m.id, m.code, COALESCE(i.logo, m.logo) AS logo, i.title, i.description, i.conditions, s.position, s.fee_taxed AS fee, s.country_ids AS countryIds,
       s.parcel_only AS parcelOnly
     FROM payment_module_shop s JOIN payment_module m ON m.id = s.payment_module_id
     LEFT JOIN payment_module_i18n i ON i.id = m.id AND i.locale = ?
     WHERE s.locale = ? AND s.active = 1 ORDER BY s.position, m.id`,
  );
  const bank = db.prepare('SELECT beneficiary, iban, bic, bank, currency FROM bank_account WHERE locale = ?');

  const toModule = (row: ModuleRow): ShopPaymentModule | null => {
    const code = paymentMethodCodeSchema.safeParse(row.code);
    if (!code.success) return null;
    return {
      id: row.id, code: code.data, title: row.title ?? row.code, description: row.description ?? '', conditions: row.conditions ?? '', logo: row.logo,
      position: row.position, fee_taxed: row.fee, countryIds: row.countryIds.split(',').filter((c) => c.length > 0).map(Number), parcelOnly: row.parcelOnly === 1,
    };
  };

  return {
    /** The shop's active modules, ordered by position, with texts in `textLocale`. */
    shopModules(shop: TheliaLocale, textLocale: TheliaLocale): ShopPaymentModule[] {
      return (active.all(textLocale, shop) as ModuleRow[]).flatMap((row) => toModule(row) ?? []);
    },
    module(shop: TheliaLocale, textLocale: TheliaLocale, id: number): ShopPaymentModule | null {
      return this.shopModules(shop, textLocale).find((m) => m.id === id) ?? null;
    },
    byCode(shop: TheliaLocale, textLocale: TheliaLocale, code: PaymentMethodCode): ShopPaymentModule | null {
      return this.shopModules(shop, textLocale).find((m) => m.code === code) ?? null;
    },
    bankAccount: (shop: TheliaLocale) => (bank.get(shop) as BankAccount | undefined) ?? null,
  };
}

export type PaymentMethodRepo = ReturnType<typeof createPaymentMethodRepo>;
