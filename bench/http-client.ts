import { Worker } from 'node:worker_threads';

/**
 * The benchmark's HTTP caller runs on a thread of its own, as a real caller (a browser) never shares
 * the gateway's event loop: its own request building and response parsing are not billed to the
 * server. It answers each `{url, token}` with the client-observed time of that call. The thread's
 * code is plain JavaScript, so it needs no TypeScript loader.
 */
const WORKER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', async ({ url, token }) => {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { authorization: 'Bearer ' + token } });
  await res.text();
  parentPort.postMessage({ ms: performance.now() - t0, status: res.status });
});
`;

export function httpClient() {
  const worker = new Worker(WORKER, { eval: true });
  const get = (url: string, token: string) =>
    new Promise<{ ms: number; status: number }>((resolve) => {
      worker.once('message', resolve);
      worker.postMessage({ url, token });
    });
  return { get, close: () => worker.terminate() };
}
