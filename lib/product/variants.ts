import type { Pse } from '@/contract/product';

export type ColourOption = { name: string; hex: string | null };
export type SizeOption = { name: string; /** The size exists in the chosen colour. */ inColour: boolean };
export type VariantChoice = { color: string | null; size: string | null };

/**
 * The variant matrix of a product (spec: stock is a number on the product or variations by colour then size, each
 * with its own stock). Colours and sizes keep the backend's order of the PSEs.
 */
export type VariantMatrix = { colours: ColourOption[]; sizes: string[] };

export function variantMatrix(pses: readonly Pse[]): VariantMatrix {
  const colours: ColourOption[] = [];
  const sizes: string[] = [];
  for (const pse of pses) {
    if (pse.color !== null && !colours.some((c) => c.name === pse.color)) colours.push({ name: pse.color, hex: pse.color_hex });
    if (pse.size !== null && !sizes.includes(pse.size)) sizes.push(pse.size);
  }
  return { colours, sizes };
}

/** The sizes of the product, each marked whether it exists in the colour (colour first, then the sizes of that colour). */
export function sizeOptions(pses: readonly Pse[], color: string | null): SizeOption[] {
  return variantMatrix(pses).sizes.map((name) => ({ name, inColour: pses.some((p) => p.size === name && p.color === color) }));
}

/** The PSE of a colour × size choice, or null when that combination does not exist ('Sorry, this combination does not exist'). */
export function findVariant(pses: readonly Pse[], choice: VariantChoice): Pse | null {
  return pses.find((p) => p.color === choice.color && p.size === choice.size) ?? null;
}

export function choiceOf(pse: Pse): VariantChoice {
  return { color: pse.color, size: pse.size };
}

/**
 * The choice after picking a colour: the size stays when it exists in that colour; with a size that the colour
 * does not have the choice stays as the shopper made it, so the page says the combination does not exist.
 */
export function chooseColour(choice: VariantChoice, color: string): VariantChoice {
  return { color, size: choice.size };
}

export function chooseSize(choice: VariantChoice, size: string): VariantChoice {
  return { color: choice.color, size };
}
