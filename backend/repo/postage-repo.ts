import type { TheliaLocale } from '@/contract/common';
import type { Db } from '@/backend/db/open';
import { DELIVERY_MODULES } from '@/backend/db/seed/cart-rules';

type RuleRow = { amountTaxed: number; freeFromTaxed: number | null; taxPercent: number };
export type PostageLine = { taxedTotal: number; freight: boolean; undeliverable: boolean };
export type Postage = { postage_amount: number; postage_amount_taxed: number; free_from_taxed: number | null };

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Postage per country and delivery module (`postage_rule`): free when the deliverable goods reach the country's
 * threshold, 0 for an empty cart; a cart with freight items pays the freight rule instead of the parcel one.
 */
export function createPostageRepo(db: Db) {
  const rule = db.prepare(
    'SELECT amount_taxed AS amountTaxed, free_from_taxed AS freeFromTaxed, tax_percent AS taxPercent FROM postage_rule WHERE country_id = ? AND delivery_module_id = ?',
  );
  const modules = db.prepare(
    `SELECT m.id, m.code, m.pickup, m.position, COALESCE(i.title, m.code) AS title FROM delivery_module m
     LEFT JOIN delivery_module_i18n i ON i.id = m.id AND i.locale = ? ORDER BY m.position`,
  );
  const ruleOf = (countryId: number, moduleId: number) => (rule.get(countryId, moduleId) as RuleRow | undefined) ?? null;

  const postage = (countryId: number, moduleId: number, lines: readonly PostageLine[]): Postage | null => {
    const own = ruleOf(countryId, moduleId);
    if (!own) return null;
    const deliverable = lines.filter((line) => !line.undeliverable);
    const goods = deliverable.reduce((sum, line) => sum + line.taxedTotal, 0);
    const freight = moduleId === DELIVERY_MODULES.parcel && deliverable.some((line) => line.freight) ? ruleOf(countryId, DELIVERY_MODULES.freight) : null;
    const applied = freight ?? own;
    const free = deliverable.length === 0 || (freight === null && own.freeFromTaxed !== null && goods >= own.freeFromTaxed);
    const taxed = free ? 0 : applied.amountTaxed;
    return { postage_amount: round2(taxed / (1 + applied.taxPercent / 100)), postage_amount_taxed: round2(taxed), free_from_taxed: freight ? null : own.freeFromTaxed };
  };

  return {
    postage,
    /**
     * Delivery modules with a rule for the country, with the cart's postage for each. A cart with a freight item goes
     * by freight forwarder (or is picked up): parcel shipping is not offered beside it (it would cost the freight rate).
     */
    modules(countryId: number, locale: TheliaLocale, lines: readonly PostageLine[]) {
      const freight = lines.some((line) => line.freight && !line.undeliverable);
      return (modules.all(locale) as { id: number; code: string; pickup: number; position: number; title: string }[]).flatMap((m) => {
        const cost = postage(countryId, m.id, lines);
        if (!cost || (m.id === DELIVERY_MODULES.freight && !freight) || (m.id === DELIVERY_MODULES.parcel && freight)) return [];
        return [{ id: m.id, code: m.code, title: m.title, position: m.position, postage: cost.postage_amount, postage_taxed: cost.postage_amount_taxed, pickup: m.pickup === 1 }];
      });
    },
  };
}

export type PostageRepo = ReturnType<typeof createPostageRepo>;
