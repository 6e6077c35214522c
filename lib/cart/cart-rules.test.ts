import {
  addItem,
  changeFulfilmentCenter,
  clearItems,
  decreaseItem,
  isAddSuccess,
  isCartNotFound,
  quantityAfterAdd,
  removeItem,
  resolveCartId,
  setUndeliverable,
  updateItem,
  type RuleLine,
} from './cart-rules';
import { adjustQuantity, quantityRule } from '@/lib/product/quantity';

const line = (id: number, pseId: number, quantity: number): RuleLine => ({ id, pseId, quantity, fulfilmentCenter: 0, undeliverable: false });
const cart = [line(1, 101, 1), line(2, 102, 3)];

describe('cart rules (spec section 4)', () => {
  test('S4-24 adding an item whose product sale element is already in the cart updates that line\'s quantity', () => {
    const next = addItem(cart, line(9, 102, quantityAfterAdd(cart, 102, 2)));
    expect(next).toHaveLength(2);
    expect(next.find((l) => l.pseId === 102)).toMatchObject({ id: 2, quantity: 5 });
    expect(addItem(cart, line(3, 103, 1))).toHaveLength(3);
    expect(quantityAfterAdd(cart, 103, 4)).toBe(4);
  });

  test('S4-25 removing an item with quantity 1 removes the line', () => {
    expect(removeItem(cart, 1, 0)).toEqual([cart[1]]);
    expect(removeItem(cart, 1, 5)).toEqual([cart[1]]);
  });

  test('S4-26 removing an item with quantity above 1 sets the remaining quantity', () => {
    expect(removeItem(cart, 2, 2)).toEqual([cart[0], { ...cart[1], quantity: 2 }]);
    expect(removeItem(cart, 2, 0)).toEqual([cart[0]]);
  });

  test('S4-27 updating a line to quantity 0 or below removes it', () => {
    expect(updateItem(cart, 2, 0)).toEqual([cart[0]]);
    expect(updateItem(cart, 2, -4)).toEqual([cart[0]]);
    expect(updateItem(cart, 2, 7)).toEqual([cart[0], { ...cart[1], quantity: 7 }]);
  });

  test('S4-28 decreasing a line below 1 removes it', () => {
    expect(decreaseItem(cart, 2, 1)).toEqual([cart[0], { ...cart[1], quantity: 2 }]);
    expect(decreaseItem(cart, 2, 3)).toEqual([cart[0]]);
    expect(decreaseItem(cart, 1, 1)).toEqual([cart[1]]);
    expect(decreaseItem(cart, 99, 1)).toEqual(cart);
  });

  test('S4-29 adding counts as success only if status_code is 200 and the returned quantity is present', () => {
    expect(isAddSuccess({ status_code: 200, data: { quantity: 2, cartId: 1, cartItemId: 4 } })).toBe(true);
    expect(isAddSuccess({ status_code: 200 })).toBe(false);
    expect(isAddSuccess({ status_code: 201, data: { quantity: 2, cartId: 1, cartItemId: 4 } })).toBe(false);
    expect(isAddSuccess({ status_code: 409, message: 'Not enough stock' })).toBe(false);
  });

  test("a 'Cart not found' answer is recognised (it makes a new cart: see server.test.ts)", () => {
    expect(isCartNotFound({ status_code: 404, message: 'Cart not found' })).toBe(true);
    expect(isCartNotFound({ status_code: 404, message: 'Product not found' })).toBe(false);
    expect(isCartNotFound({ status_code: 200 })).toBe(false);
  });

  test('S4-31 delete all empties the cart', () => {
    expect(clearItems(cart)).toEqual([]);
  });

  test('S4-32 changing the fulfilment centre of an item sets its selectedFulfilmentCenter', () => {
    expect(changeFulfilmentCenter(cart, 2, 3)[1]?.fulfilmentCenter).toBe(3);
    expect(changeFulfilmentCenter(cart, 2)[1]?.fulfilmentCenter).toBe(0);
    expect(changeFulfilmentCenter(cart, 2, 3)[0]?.fulfilmentCenter).toBe(0);
  });

  test('S4-33 set undeliverable marks cart items with the undeliverable flag', () => {
    const marked = setUndeliverable(cart, new Set([102]));
    expect(marked.map((l) => l.undeliverable)).toEqual([false, true]);
    expect(setUndeliverable(marked, new Set()).map((l) => l.undeliverable)).toEqual([false, false]);
  });

  test('S4-23 the cart id falls back to the one in the persisted cart state', () => {
    expect(resolveCartId(null, 17)).toBe(17);
    expect(resolveCartId(undefined, 17)).toBe(17);
    expect(resolveCartId(5, 17)).toBe(5);
    expect(resolveCartId(null, null)).toBeNull();
  });

  test('S5-06 S5-07 S5-08 the cart quantity defaults to 1 and is adjusted to the multiple and the minimum', () => {
    expect(adjustQuantity(Number.NaN, quantityRule(1, 1))).toBe(1);
    expect(adjustQuantity(5, quantityRule(1, 4))).toBe(8);
    expect(adjustQuantity(1, quantityRule(6, 4))).toBe(8);
  });
});
