/**
 * The colour the shopper chose on a product page, shared between the buying island (which sets it) and the gallery
 * (which shows that colour's image). A module store for `useSyncExternalStore`, keyed by product so that a colour
 * chosen on one product page never colours the next; null until a colour is chosen, so the server and the first render
 * show the variant of the URL.
 */
type Listener = () => void;
export type ChosenColour = { productId: number; colour: string | null };

let chosen: ChosenColour | null = null;
const listeners = new Set<Listener>();

export const chosenColourStore = {
  get: (): ChosenColour | null => chosen,
  set(productId: number, colour: string | null): void {
    if (chosen && chosen.productId === productId && chosen.colour === colour) return;
    chosen = { productId, colour };
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The colour chosen on this product's page, or undefined when none was chosen there. */
export function colourChosenFor(value: ChosenColour | null, productId: number): string | null | undefined {
  return value && value.productId === productId ? value.colour : undefined;
}
