import { TOAST_MAX_VISIBLE, useToastStore } from './toast-store';

beforeEach(() => useToastStore.setState({ toasts: [] }));

describe('toast store', () => {
  test('a confirmation keeps its link to the cart', () => {
    useToastStore.getState().show('success', '1 × Waschtisch added', { href: '/cart', label: 'Go to cart' });
    expect(useToastStore.getState().toasts).toEqual([
      expect.objectContaining({ kind: 'success', text: '1 × Waschtisch added', link: { href: '/cart', label: 'Go to cart' } }),
    ]);
  });

  test('a message without a way on has no link', () => {
    useToastStore.getState().show('error', 'Adding to cart failed');
    expect(useToastStore.getState().toasts[0]?.link).toBeNull();
  });

  test('the same text again replaces the earlier toast; at most TOAST_MAX_VISIBLE stay, the oldest goes first', () => {
    const { show } = useToastStore.getState();
    const first = show('success', 'a');
    show('success', 'b');
    const again = show('success', 'a');
    expect(useToastStore.getState().toasts.map((toast) => toast.text)).toEqual(['b', 'a']);
    expect(again).not.toBe(first);
    for (const text of ['c', 'd', 'e']) show('success', text);
    expect(useToastStore.getState().toasts.map((toast) => toast.text)).toEqual(['c', 'd', 'e'].slice(-TOAST_MAX_VISIBLE));
  });

  test('dismiss removes only that toast', () => {
    const { show, dismiss } = useToastStore.getState();
    const a = show('success', 'a');
    show('error', 'b');
    dismiss(a);
    expect(useToastStore.getState().toasts.map((toast) => toast.text)).toEqual(['b']);
  });
});
