import { create } from 'zustand';

/**
 * Short messages at the edge of the screen (cart errors, 'Removed from cart'). Each shows for TOAST_SHOW_MS (errors
 * twice as long) or until closed; at most TOAST_MAX_VISIBLE at once, the oldest goes first.
 */
export const TOAST_SHOW_MS = 5000;
export const TOAST_MAX_VISIBLE = 3;

export type ToastKind = 'error' | 'success';
export type Toast = { id: number; kind: ToastKind; text: string };

export type ToastState = {
  toasts: Toast[];
  show: (kind: ToastKind, text: string) => number;
  dismiss: (id: number) => void;
};

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  show: (kind, text) => {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts.filter((toast) => toast.text !== text), { id, kind, text }].slice(-TOAST_MAX_VISIBLE) }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));
