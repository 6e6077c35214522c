import * as z from 'zod/mini';

/*
 * Written with zod/mini: product cards carry the energy label and the browser parses them (ADR 0016).
 */

/**
 * The EU energy label scales of heating products (Regulation (EU) 2017/1369 and its delegated regulations):
 * - `space_heater`: boilers, combination heaters and heat pump space heaters, Delegated Regulation (EU) No 811/2013,
 *   label classes A+++ to D (since 26 Sep 2019);
 * - `water_heater` and `storage_tank`: water heaters and hot water storage tanks, Delegated Regulation (EU) No 812/2013,
 *   label classes A+ to F (since 26 Sep 2017).
 * Radiators (panel, design and towel radiators, also electric ones: local space heaters under the ecodesign
 * Regulation (EU) 2015/1188 only) have no EU energy label.
 */
export const ENERGY_SCALES = {
  space_heater: ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D'],
  water_heater: ['A+', 'A', 'B', 'C', 'D', 'E', 'F'],
  storage_tank: ['A+', 'A', 'B', 'C', 'D', 'E', 'F'],
} as const;

export const energyScaleSchema = z.enum(['space_heater', 'water_heater', 'storage_tank']);
export type EnergyScale = z.infer<typeof energyScaleSchema>;

export const energyClassSchema = z.enum(['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F']);
export type EnergyClass = z.infer<typeof energyClassSchema>;

/** The delegated regulation of each scale, as the label and the product information sheet name it. */
export const ENERGY_REGULATION: Record<EnergyScale, string> = {
  space_heater: '811/2013',
  water_heater: '812/2013',
  storage_tank: '812/2013',
};

/**
 * The energy label of a product (added for the reference backend, on cards and the product detail): the class shown
 * in the arrow next to the price, its scale, the label (SVG) and the product information sheet (PDF, in the shop's
 * language), both served below /media. Null for a product without an EU energy label.
 */
export const energyLabelSchema = z
  .object({
    scale: energyScaleSchema,
    class: energyClassSchema,
    label_url: z.string().check(z.startsWith('/media/')),
    sheet_url: z.string().check(z.startsWith('/media/')),
  })
  .check(
    z.refine((label) => (ENERGY_SCALES[label.scale] as readonly string[]).includes(label.class), {
      message: 'energy class outside the scale of its regulation',
    }),
  );
export type EnergyLabel = z.infer<typeof energyLabelSchema>;

/** The classes of a label's scale, best first. */
export function scaleClasses(scale: EnergyScale): readonly EnergyClass[] {
  return ENERGY_SCALES[scale];
}

/**
 * The colour of a class on the label: the seven EU label colours from dark green (best class of the scale) to red
 * (worst), by the class's position on its scale.
 */
export const ENERGY_CLASS_COLOURS = ['#00a651', '#50b848', '#bfd730', '#fff200', '#fdb913', '#f37021', '#ed1c24'] as const;

export function classColour(scale: EnergyScale, energyClass: EnergyClass): string {
  const index = scaleClasses(scale).indexOf(energyClass);
  return ENERGY_CLASS_COLOURS[Math.max(0, index)] ?? ENERGY_CLASS_COLOURS[0];
}
