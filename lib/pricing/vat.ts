import { taxRequirementsSchema } from '@/contract/locale-config';

/**
 * Decodes the VAT percent from the locale config's `tax_serialized_requirements` (base64 JSON of Thelia's
 * PricePercentTaxType, `{"percent":"20"}`). VAT rates come from the backend, never from code; null when the
 * value cannot be read, so a broken rule is visible instead of silently wrong.
 */
export function vatPercentFromTaxRule(serialized: string): number | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(serialized, 'base64').toString('utf8'));
    const parsed = taxRequirementsSchema.safeParse(json);
    return parsed.success ? parsed.data.percent : null;
  } catch {
    return null;
  }
}
