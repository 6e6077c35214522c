import { create } from 'zustand';

/** Number of items in the cart, for the header badge. The cart code sets it; 0 until then. */
export type CartCountState = { count: number; setCount: (count: number) => void };

export const useCartCountStore = create<CartCountState>()((set) => ({
  count: 0,
  setCount: (count) => set({ count: Number.isFinite(count) && count > 0 ? Math.floor(count) : 0 }),
}));
