import { orderPaymentStateSchema, orderSchema } from '@/contract/checkout';
import { sampleOrder, samplePaymentState } from './order-fixtures';

test('the sample order and its payment state are in the shape of the contract', () => {
  const order = sampleOrder({ id: 9, payment_code: 'PayPal', payment: 'pending' });
  expect(orderSchema.parse(order)).toEqual(order);
  expect(orderPaymentStateSchema.parse(samplePaymentState(order))).toMatchObject({ order_ref: 'ORD000000000009', payment: 'pending' });
});
