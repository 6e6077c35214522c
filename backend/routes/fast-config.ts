import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { theliaLocaleSchema } from '@/contract/common';
import { localeConfigSchema } from '@/contract/locale-config';
import type { SystemConfigEntry } from '@/contract/system-config';
import { headerInfoSchema, salesBarSchema, tagManagerSchema } from '@/contract/system-config';
import type { LocaleConfigWire } from '@/backend/db/seed/config-locale';
import { notFound } from '@/backend/errors';
import { localeQuery, parseInput } from '@/backend/validation';
import type { RouteDeps } from './deps';

/** Module configs the helper API serves, each with the contract schema of its answer. */
const MODULES = { SalesBar: salesBarSchema, HeaderInfo: headerInfoSchema } as const;

const namesSchema = z
  .string()
  .max(1000)
  .transform((value, ctx) => {
    const names = value.split(',').map((n) => n.trim()).filter((n) => n.length > 0);
    if (names.length > 50 || !names.every((n) => /^[A-Za-z0-9_.-]{1,64}$/.test(n))) {
      ctx.addIssue({ code: 'custom', message: 'expected a comma-separated list of config names' });
      return z.NEVER;
    }
    return names;
  });

export function registerFastConfigRoutes(app: FastifyInstance, { repos }: RouteDeps): void {
  app.get('/fast/locale_config/custom_attribute/', async (request): Promise<LocaleConfigWire[]> => {
    const { locale } = parseInput(z.object({ locale: localeQuery }), request.query, 'query');
    const stored = repos.config.localeConfig(locale);
    if (!stored) throw notFound(`No locale config for ${locale}`);
    // The stored values are the wire format of the contract; check them before answering.
    const checked = localeConfigSchema.safeParse(stored);
    if (!checked.success) throw new Error(`locale config of ${locale} does not match the contract: ${checked.error.message}`);
    return [stored as LocaleConfigWire];
  });

  app.get('/fast/system_config/custom_attribute/', async (request): Promise<SystemConfigEntry[]> => {
    const q = parseInput(z.object({ variable_name: namesSchema.optional(), locale: theliaLocaleSchema.optional() }), request.query, 'query');
    return repos.config.system(q.variable_name ?? null, q.locale ?? null);
  });

  app.get('/fast/module_config_i18n/custom_attribute', async (request) => {
    const q = parseInput(z.object({ module_name: z.string().regex(/^[A-Za-z0-9_]{1,64}$/), locale: localeQuery }), request.query, 'query');
    const schema = (MODULES as Record<string, z.ZodType>)[q.module_name];
    const values = schema ? repos.config.module(q.module_name, q.locale) : null;
    if (!schema || !values) throw notFound(`Module ${q.module_name} not found`);
    const checked = schema.safeParse(values);
    if (!checked.success) throw new Error(`module config ${q.module_name} does not match the contract`);
    return values;
  });

  app.get('/fast/google_tag_manager', async (request): Promise<z.input<typeof tagManagerSchema>> => {
    const { locale } = parseInput(z.object({ locale: localeQuery }), request.query, 'query');
    const values = repos.config.module('GoogleTagManager', locale);
    return { googletagmanager_trackingcode: values?.googletagmanager_trackingcode ?? '' };
  });
}
