import type { TheliaLocale } from '@/lib/contract/common';
import { taxRequirementsSchema } from '@/lib/contract/locale-config';
import type { Db } from '@/backend/db/open';
import { badRequest } from '@/backend/errors';
import { jsonIds } from './memo';
import type { Price } from '@/lib/contract/product-card';

export type PriceRow = { pseId: number; net: number; promoNet: number; listenNet: number | null; promo: number; promoStart: string | null };

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Tax rules, the request's country and the prices of PSEs (net EUR in the database, taxed per country). */
export function createPricingRepo(db: Db) {
  const tax = db.prepare(
    `SELECT t.serialized_requirements AS requirements FROM tax_rule_country trc JOIN tax t ON t.id = trc.tax_id
     WHERE trc.tax_rule_id = ? AND trc.country_id = ? ORDER BY trc.position LIMIT 1`,
  );
  const country = db.prepare('SELECT id FROM country WHERE id = ? AND visible = 1');
  const localeCountry = db.prepare("SELECT value FROM locale_config WHERE locale = ? AND name = 'country_id'");
  const lowest = db.prepare(
    `SELECT h.product_sale_elements_id AS pseId, MIN(h.price) AS net FROM product_price_history h
     JOIN product_price pp ON pp.product_sale_elements_id = h.product_sale_elements_id AND pp.currency_id = 1
     WHERE h.product_sale_elements_id IN (SELECT value FROM json_each(?)) AND pp.promo_start IS NOT NULL
       AND h.valid_from < pp.promo_start AND h.valid_to > date(pp.promo_start, '-30 days')
     GROUP BY h.product_sale_elements_id`,
  );
  const taxCache = new Map<string, number>();

  const taxPercent = (countryId: number, taxRuleId = 1): number => {
    const key = `${taxRuleId}:${countryId}`;
    const cached = taxCache.get(key);
    if (cached !== undefined) return cached;
    const row = tax.get(taxRuleId, countryId) as { requirements: string } | undefined;
    let percent = 0;
    if (row) {
      const decoded = taxRequirementsSchema.safeParse(JSON.parse(Buffer.from(row.requirements, 'base64').toString('utf8')));
      percent = decoded.success ? decoded.data.percent : 0;
    }
    taxCache.set(key, percent);
    return percent;
  };

  return {
    taxPercent,
    /** The country of the request: `country_id` when given (must exist), else the shop country of the locale. */
    resolveCountry(countryId: number | undefined, locale: TheliaLocale): number {
      if (countryId !== undefined) {
        if (!country.get(countryId)) throw badRequest(`Invalid query.country_id: unknown country ${countryId}`);
        return countryId;
      }
      const row = localeCountry.get(locale) as { value: string } | undefined;
      return row ? Number(JSON.parse(row.value)) : 13;
    },
    /** Lowest net price of the 30 days before each PSE's promotion (Omnibus), by PSE id. */
    lowest30(pseIds: readonly number[]): Map<number, number> {
      if (pseIds.length === 0) return new Map();
      const rows = lowest.all(jsonIds(pseIds)) as { pseId: number; net: number }[];
      return new Map(rows.map((r) => [r.pseId, r.net]));
    },
    price(row: PriceRow, percent: number, lowestNet: number | undefined): Price {
      const factor = 1 + percent / 100;
      const isPromo = row.promo === 1 && row.promoNet < row.net;
      return {
        price: round2(row.net),
        taxed_price: round2(row.net * factor),
        promo_price: round2(isPromo ? row.promoNet : row.net),
        taxed_promo_price: round2((isPromo ? row.promoNet : row.net) * factor),
        is_promo: isPromo,
        listen_price: row.listenNet === null ? null : round2(row.listenNet * factor),
        lowest_30d_taxed: isPromo && lowestNet !== undefined ? round2(lowestNet * factor) : null,
        tax_percent: percent,
      };
    },
  };
}

export type PricingRepo = ReturnType<typeof createPricingRepo>;
