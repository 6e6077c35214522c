import { create } from 'zustand';

/**
 * Short messages at the edge of the screen (cart errors, 'Removed from cart', 'Added to the cart' with a link to the
 * cart). Each shows for TOAST_SHOW_MS (errors twice as long) or until closed, and stays while the pointer or the focus
 * is on it; at most TOAST_MAX_VISIBLE at once, the oldest goes first.
 */
export const TOAST_SHOW_MS = 5000;
export const TOAST_MAX_VISIBLE = 3;

export type ToastKind = 'error' | 'success';
/** A way on from the message (the cart after adding); the label is the link's text in the shop's language. */
export type ToastLink = { href: string; label: string };
export type Toast = { id: number; kind: ToastKind; text: string; link: ToastLink | null };

export type ToastState = {
  toasts: Toast[];
  show: (kind: ToastKind, text: string, link?: ToastLink) => number;
  dismiss: (id: number) => void;
};

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (kind, text, link) => {
    const id = nextId++;
    const toast: Toast = { id, kind, text, link: link ?? null };
    // The same message again replaces the earlier one (and starts its time afresh) instead of stacking up.
    set((state) => ({ toasts: [...state.toasts.filter((shown) => shown.text !== text), toast].slice(-TOAST_MAX_VISIBLE) }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));
