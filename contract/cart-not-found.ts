/** The backend's message when a cart id is unknown (404): the storefront then starts a new cart and retries once. */
export const CART_NOT_FOUND_MESSAGE = 'Cart not found';
