/** What the product page hands to the cart: the product, the chosen variant (PSE) and the adjusted quantity. */
export type CartLineRequest = { productId: number; pseId: number; ref: string; title: string; quantity: number };

export type AddToCartResult = { ok: true; quantity: number } | { ok: false };

/** The add-to-cart action of the product page: the cart work passes its own (a server action or a client call). */
export type AddToCartAction = (line: CartLineRequest) => Promise<AddToCartResult>;

/**
 * The action until the cart exists: it sends nothing anywhere and answers the chosen quantity, so the page confirms
 * the selection (quantity × title, article number of the variant). The cart work replaces it through the `onAddToCart` prop.
 */
export const confirmSelection: AddToCartAction = async (line) => ({ ok: true, quantity: line.quantity });
