import * as z from 'zod/mini';
import { ENERGY_CLASS_NAMES, ENERGY_SCALE_NAMES, ENERGY_SCALES } from '@/contract/energy-classes';

/*
 * Written with zod/mini: product cards carry the energy label and the browser parses them (ADR 0016). The scales and
 * their colours are in contract/energy-classes.ts.
 */

export const energyScaleSchema = z.enum(ENERGY_SCALE_NAMES);
export const energyClassSchema = z.enum(ENERGY_CLASS_NAMES);

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
