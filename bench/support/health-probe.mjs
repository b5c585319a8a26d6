// A health monitor on a thread of its own (bench/load.ts): GET `url` at `perSecond` on one
// kept-alive connection for `ms`, and post back [ms since `t0`, latency ms] per check. It
// starts before the traffic it watches, so its own start-up is not in its figures.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, perSecond, ms, t0 } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const samples = [];
const get = () =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      })
      .on('error', reject);
  });

const begin = Date.now();
for (let k = 0; Date.now() - begin < ms; k++) {
  const at = Date.now() - t0;
  try {
    const { status, ms: latency } = await get();
    samples.push([at, latency, status === 200 ? 0 : 1]);
  } catch {
    samples.push([at, NaN, 1]);
  }
  // On the schedule, not after the answer: a slow answer is followed at once.
  const next = begin + ((k + 1) * 1000) / perSecond;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
}
agent.destroy();
parentPort.postMessage(samples);
