import { and, count, eq, inArray } from 'drizzle-orm';
import { appUser, job } from '@hs/db/schema';
import { expect } from 'vitest';
import { jobName } from '../jobs/queue.ts';
import { createJobRunner, type JobRunner } from '../jobs/runner.ts';
import { TestClient } from '../testing/test-client.ts';
import type { TestServer } from '../testing/test-server.ts';
import { paymentFulfilJob } from './fulfil-job.ts';

export interface PaymentRunner extends JobRunner {
  /** Resolves when no payment job is queued or running (fails after 15 s). */
  drain(): Promise<void>;
}

/** The job runner as the server runs it in process, for the payment job only. */
export function paymentRunner(server: TestServer): PaymentRunner {
  const runner = createJobRunner({
    services: server.services,
    definitions: [paymentFulfilJob],
    concurrency: 2,
    leaseSeconds: 30,
    pollMs: 50,
  });
  runner.start();
  const name = jobName(paymentFulfilJob);
  return {
    ...runner,
    async drain() {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const [row] = await server.database.db
          .select({ n: count() })
          .from(job)
          .where(and(eq(job.name, name), inArray(job.status, ['queued', 'running'])));
        if ((row?.n ?? 0) === 0) return;
        if (Date.now() > deadline) throw new Error(`${row?.n} payment jobs still pending`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

/** A new anonymous buyer with a product account, optionally referred by a code. */
export async function newBuyer(
  server: TestServer,
  o: { referralCode?: string; role?: 'User' | 'TeamMember' } = {},
): Promise<TestClient> {
  const client = new TestClient(server.url);
  expect((await client.post('/api/auth/sign-in/anonymous', {})).status).toBe(200);
  await client.refreshToken();
  const res = await client.apiPost('/user', {
    uid: client.uid,
    email: 'buyer',
    ...(o.referralCode ? { referralCode: o.referralCode } : {}),
  });
  expect(res.status).toBe(200);
  if (o.role) {
    await server.database.db
      .update(appUser)
      .set({ role: o.role })
      .where(eq(appUser.uid, client.uid!));
  }
  return client;
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
