import { Agent, request } from 'node:http';

/**
 * The benchmark's HTTP caller: node:http over one kept-alive connection, as a browser keeps its
 * connection to the API open. It runs on the bench's own thread on purpose: measured on this 2-core
 * machine, a caller on a worker thread added ~0.4 ms per call in thread wake-ups (and `fetch` another
 * ~0.1 ms over node:http), which is the caller's cost, not the operation's. The caller's own CPU still
 * counts against the operation here, so the ratio errs on the unfavourable side.
 */
export function httpClient() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (url: string, token: string) =>
    new Promise<{ ms: number; status: number }>((resolve, reject) => {
      const t0 = performance.now();
      const req = request(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ ms: performance.now() - t0, status: res.statusCode ?? 0 }));
      });
      req.on('error', reject);
      req.end();
    });
  return { get, close: async () => agent.destroy() };
}
