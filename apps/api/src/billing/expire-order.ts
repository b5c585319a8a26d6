import { z } from 'zod';
import { defineJob } from '../jobs/queue.ts';
import { cancelOrder } from './cancel-order.ts';

/**
 * Runs when an unpaid order's reservations lapse (issue 12 item 5): the order ends as
 * expired and its coupon use and gift-card value go back. Safe to run twice: an order
 * that is no longer pending is left alone.
 */
export const expireOrderJob = defineJob({
  name: 'order.expire',
  version: 1,
  lane: 'urgent',
  payload: z.object({ orderId: z.string().uuid() }),
  retry: { limit: 5, backoffSeconds: 30 },
  handler: async ({ orderId }, ctx) => {
    await cancelOrder(ctx.services, orderId, 'expired');
  },
});
