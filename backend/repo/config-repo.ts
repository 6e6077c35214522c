import type { TheliaLocale } from '@/contract/common';
import type { Country } from '@/contract/country';
import type { SystemConfigEntry } from '@/contract/system-config';
import type { Db } from '@/backend/db/open';

/** Locale config, system config, module config and countries (helper API and /api/countries). */
export function createConfigRepo(db: Db) {
  const locale = db.prepare('SELECT name, value FROM locale_config WHERE locale = ? ORDER BY rowid');
  const system = db.prepare(
    `SELECT name, COALESCE((SELECT s2.value FROM system_config s2 WHERE s2.name = s.name AND s2.locale = ?), s.value) AS value
     FROM system_config s WHERE s.locale = '' ORDER BY s.rowid`,
  );
  const moduleConfig = db.prepare('SELECT name, value FROM module_config WHERE module_name = ? AND locale = ? ORDER BY rowid');
  const countries = db.prepare(
    `SELECT c.id, c.isoalpha2, COALESCE(ci.title, c.isoalpha2) AS title, COALESCE(ti.title, '') AS tax_title
     FROM country c LEFT JOIN country_i18n ci ON ci.id = c.id AND ci.locale = @locale
     LEFT JOIN tax_rule_country trc ON trc.country_id = c.id AND trc.tax_rule_id = 1
     LEFT JOIN tax_i18n ti ON ti.id = trc.tax_id AND ti.locale = @locale
     WHERE c.visible = 1 ORDER BY c.position, c.id`,
  );

  return {
    /** The stored locale config as one object of JSON values (validated against the contract by the route). */
    localeConfig(loc: TheliaLocale): Record<string, unknown> | null {
      const rows = locale.all(loc) as { name: string; value: string }[];
      if (rows.length === 0) return null;
      return Object.fromEntries(rows.map((r) => [r.name, JSON.parse(r.value) as unknown]));
    },
    system(names: string[] | null, loc: TheliaLocale | null): SystemConfigEntry[] {
      const rows = system.all(loc ?? '') as SystemConfigEntry[];
      return names === null ? rows : rows.filter((r) => names.includes(r.name));
    },
    module(name: string, loc: TheliaLocale): Record<string, string> | null {
      const rows = moduleConfig.all(name, loc) as { name: string; value: string }[];
      return rows.length === 0 ? null : Object.fromEntries(rows.map((r) => [r.name, r.value]));
    },
    countries: (loc: TheliaLocale) => countries.all({ locale: loc }) as Country[],
  };
}
