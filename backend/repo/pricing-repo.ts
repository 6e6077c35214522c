import type { TheliaLocale } from '@/contract/common';
import { taxRequirementsSchema } from '@/contract/locale-config';
import type { Db } from '@/backend/db/open';
import { badRequest } from '@/backend/errors';
import { jsonIds } from './memo';
import type { Price } from '@/contract/product-card';
import { lowestBeforePromotion, type PricePeriod } from '@/backend/rules/reference-price';

type HistoryRow = { pseId: number; promoStart: string; promoNet: number; price: number | null; validFrom: string | null; validTo: string | null };

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
  // The whole history of each PSE with its promotion: the rule (backend/rules/reference-price.ts) picks the window.
  const history = db.prepare(
    `SELECT pp.product_sale_elements_id AS pseId, pp.promo_start AS promoStart, pp.promo_price AS promoNet,
       h.price, h.valid_from AS validFrom, h.valid_to AS validTo
     FROM product_price pp LEFT JOIN product_price_history h ON h.product_sale_elements_id = pp.product_sale_elements_id
     WHERE pp.currency_id = 1 AND pp.promo_start IS NOT NULL AND pp.product_sale_elements_id IN (SELECT value FROM json_each(?))
     ORDER BY pp.product_sale_elements_id, h.valid_from`,
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
    /**
     * The reference of each PSE's promotion (net, by PSE id): the lowest price of the 30 days before it started, since
     * launch for a newer product (Omnibus, ADR 0032). PSEs without any price history are left out.
     */
    lowest30(pseIds: readonly number[]): Map<number, number> {
      if (pseIds.length === 0) return new Map();
      const rows = history.all(jsonIds(pseIds)) as HistoryRow[];
      const byPse = new Map<number, { start: string; promoNet: number; periods: PricePeriod[] }>();
      for (const row of rows) {
        const entry = byPse.get(row.pseId) ?? { start: row.promoStart, promoNet: row.promoNet, periods: [] };
        if (row.price !== null && row.validFrom !== null && row.validTo !== null) entry.periods.push({ price: row.price, from: row.validFrom, to: row.validTo });
        byPse.set(row.pseId, entry);
      }
      const out = new Map<number, number>();
      for (const [pseId, { start, promoNet, periods }] of byPse) {
        const reference = lowestBeforePromotion(periods, start, promoNet);
        if (reference !== null) out.set(pseId, reference);
      }
      return out;
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
