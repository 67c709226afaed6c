/**
 * What bench/screen-speed.ts puts in the page before the app loads (`page.addInitScript`), as plain
 * JavaScript text: a function's source would carry tsx's helpers into the browser. It times, on the
 * page's own clock, a menu click until the screen's content is there:
 *
 * - the click: the `click` event's timeStamp (a capturing listener, before the menu's own);
 * - ready: the address is the screen's (React Router changes it once the route's lazy chunk and its
 *   loaders are in), the navigation bar is idle, the content area shows no antd spinner, skeleton or
 *   page spinner, and no /api/ request is in flight — polled every animation frame;
 * - done: ready has held, with no /api/ request starting or ending and no change in the content area,
 *   for `quietMs`. The time reported is when it became ready for good — the last of: ready first held,
 *   the last /api/ answer, the first animation frame after the content area's last change (so the
 *   render of what the last read brought counts, long task and all) — not the end of the quiet wait.
 *
 * Long tasks (PerformanceObserver 'longtask') between the click and ready are summed and the longest
 * kept; resource timing gives the /api/ reads made and the slowest, and the JavaScript chunks fetched.
 */
export const PROBE_SCRIPT = String.raw`(() => {
  if (window.__bench) return;
  const b = (window.__bench = { inflight: 0, started: 0, lastApi: 0, click: 0, longtasks: [], watch: null });
  document.addEventListener('click', (e) => { b.click = e.timeStamp || performance.now(); }, true);
  const isApi = (input) => {
    try {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return new URL(url, location.href).pathname.startsWith('/api/');
    } catch (e) { return false; }
  };
  const fetch0 = window.fetch.bind(window);
  window.fetch = (input, init) => {
    if (!isApi(input)) return fetch0(input, init);
    b.inflight++; b.started++; b.lastApi = performance.now();
    let open = true;
    const done = () => { if (open) { open = false; b.inflight--; b.lastApi = performance.now(); } };
    return fetch0(input, init).then(
      (res) => { res.clone().arrayBuffer().then(done, done); return res; },
      (err) => { done(); throw err; },
    );
  };
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) b.longtasks.push([e.startTime, e.duration]); })
      .observe({ type: 'longtask', buffered: true });
  } catch (e) { b.noLongtasks = true; }
  performance.setResourceTimingBufferSize(5000);
  // The content area's last change: its paint is the first animation frame after it.
  b.lastMutation = 0;
  new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      if (el && el.closest && el.closest('.app-content')) { b.lastMutation = performance.now(); return; }
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['class'] });

  const busy = (path) => {
    if (location.pathname !== path) return 'route';
    if (document.querySelector('.nav-progress--busy')) return 'chunk';
    const content = document.querySelector('.app-content');
    if (!content) return 'layout';
    if (content.querySelector('.app-startup > .ant-spin-blur')) return 'start-up spinner';
    if (content.querySelector('.ant-spin-spinning, .ant-skeleton, .page-spinner')) return 'spinner';
    if (b.inflight > 0) return 'network';
    return '';
  };

  b.arm = (path) => {
    b.click = 0;
    performance.clearResourceTimings();
    const w = (b.watch = { path, readySince: null, reason: 'route', apiAtArm: b.started, mutationSeen: b.lastMutation, painted: 0 });
    const tick = () => {
      if (b.watch !== w) return;
      if (b.lastMutation > w.mutationSeen) { w.mutationSeen = b.lastMutation; w.painted = performance.now(); }
      w.reason = busy(path);
      if (w.reason) w.readySince = null;
      else if (w.readySince === null) w.readySince = performance.now();
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };

  // After sign-in: the start-up spinner gone, the app's first reads answered, nothing in flight for quietMs.
  b.settle = (quietMs, timeoutMs) => new Promise((resolve) => {
    const begun = performance.now();
    let since = null;
    const check = () => {
      const now = performance.now();
      const reason = busy(location.pathname);
      since = reason ? null : since ?? now;
      if (since !== null && now - Math.max(since, b.lastApi) >= quietMs) return resolve('');
      if (now - begun > timeoutMs) return resolve(reason || 'quiet');
      setTimeout(check, 25);
    };
    check();
  });

  b.result = (quietMs, timeoutMs) => new Promise((resolve) => {
    const w = b.watch;
    const begun = performance.now();
    const finish = (at) => {
      b.watch = null;
      const from = b.click;
      const to = at ?? performance.now();
      let longSum = 0, longest = 0;
      for (const [s, d] of b.longtasks) {
        const overlap = Math.min(s + d, to) - Math.max(s, from);
        if (overlap > 0) { longSum += overlap; longest = Math.max(longest, d); }
      }
      const res = performance.getEntriesByType('resource').filter((e) => e.startTime >= from - 1 && e.startTime <= to);
      const api = res.filter((e) => new URL(e.name).pathname.startsWith('/api/'));
      const slow = api.reduce((a, e) => (!a || e.duration > a.duration ? e : a), null);
      resolve({
        // Ready before the click: the click did not navigate (the screen was already shown).
        ms: at === null || !from || at < from ? null : Math.round(at - from),
        waited_for: !from ? 'no click' : at === null ? w.reason || (b.inflight ? 'network' : 'content still changing') : at < from ? 'already there' : undefined,
        clicked: !!from,
        long_task_ms: Math.round(longSum),
        longest_task_ms: Math.round(longest),
        longtasks_observed: !b.noLongtasks,
        api_reads: b.started - w.apiAtArm,
        slowest_read: slow ? { path: new URL(slow.name).pathname + new URL(slow.name).search, ms: Math.round(slow.duration) } : undefined,
        chunks: res.filter((e) => /\.js(\?|$)/.test(e.name)).length,
      });
    };
    const check = () => {
      const now = performance.now();
      const at = w.readySince === null ? null : Math.max(w.readySince, b.lastApi, w.painted);
      if (b.click && at !== null && b.inflight === 0 && now - at >= quietMs) return finish(at);
      if (now - begun > timeoutMs) return finish(null);
      setTimeout(check, 25);
    };
    check();
  });
})();`;
