/**
 * The EU energy label scales of heating products (Regulation (EU) 2017/1369 and its delegated regulations), without
 * zod so that the browser's energy label arrow can use them (the schemas are in contract/energy-label.ts):
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

export const ENERGY_SCALE_NAMES = ['space_heater', 'water_heater', 'storage_tank'] as const;
export type EnergyScale = (typeof ENERGY_SCALE_NAMES)[number];

export const ENERGY_CLASS_NAMES = ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F'] as const;
export type EnergyClass = (typeof ENERGY_CLASS_NAMES)[number];

/** The delegated regulation of each scale, as the label and the product information sheet name it. */
export const ENERGY_REGULATION: Record<EnergyScale, string> = {
  space_heater: '811/2013',
  water_heater: '812/2013',
  storage_tank: '812/2013',
};

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
