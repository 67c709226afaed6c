import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { login } from './browser';
import { contentReady, PREVIOUS, TODAY, usePage } from './fixtures';

/**
 * Issue 23 §5 in Chromium: the wide reports fit the screen at 1280 and 1440 px. The page itself never
 * scrolls sideways (neither the document nor the layout's content box); the table does, inside itself;
 * its header stays at the top of the content while the rows scroll, its first column at the left while
 * the columns do, and the last columns (refund, still owed, status) are reached by the table's own
 * scroll. Headers take two lines at most. The global setup's check-ins of last month fill the check-in
 * report; the check-out report has whatever check-outs the other flows made (its header is enough).
 */
const RANGE = `building=all&from=${PREVIOUS}-01&to=${TODAY}`;
const SCREENS = [
  { path: '/bao-cao-tra-phong', query: RANGE, first: 'Ngày trả phòng', last: ['Hoàn trả', 'Còn phải thu', 'Trạng thái'] },
  { path: '/bao-cao-nhan-phong', query: RANGE, first: 'Ngày nhận phòng', last: ['Giá thuê', 'Tiền cọc giữ', 'Trạng thái', 'Ngày trả phòng'] },
  // A plain table before (issue 23 §5), with header groups: the six buildings' state bills against the rooms.
  { path: '/dien-nuoc-nha-nuoc', query: `month=${PREVIOUS}`, first: 'Toà', last: ['%', 'Cảnh báo'] },
];

async function open(page: Page, path: string, query: string) {
  await page.goto('/login?redirect=' + encodeURIComponent(`${path}?${query}`));
  await login(page, 'ketoan');
  await page.waitForURL((u) => u.pathname === path);
  await contentReady(page);
  await page.locator('.dt-table .ant-table-sticky-holder thead th').first().waitFor();
  // The reports ask each building; the table is laid out once they have answered.
  await page.waitForFunction(() => !document.querySelector('.dt-table .ant-spin-spinning'));
}

/** What the page and the table do sideways. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const content = document.querySelector('.app-content') as HTMLElement;
    const body = document.querySelector('.dt-table .ant-table-body') as HTMLElement;
    return {
      documentWidth: document.documentElement.scrollWidth,
      windowWidth: window.innerWidth,
      contentScroll: content.scrollWidth - content.clientWidth,
      tableScroll: body.scrollWidth - body.clientWidth,
    };
  });

/** Scrolls the table's rows (and so its header) sideways to `left`. */
const scrollTable = async (page: Page, left: number) => {
  await page.evaluate((x) => {
    (document.querySelector('.dt-table .ant-table-body') as HTMLElement).scrollLeft = x;
  }, left);
  await page.waitForTimeout(200);
};

/** A header cell's box, by its text, in the sticky header. */
const headerBox = (page: Page, title: string) =>
  page.evaluate((t) => {
    const th = [...document.querySelectorAll('.dt-table .ant-table-sticky-holder thead th')].find((x) => x.textContent === t) as HTMLElement | undefined;
    const box = document.querySelector('.dt-table .ant-table-sticky-holder') as HTMLElement;
    if (!th) return null;
    const r = th.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    const style = getComputedStyle(th);
    // The title's own lines (a header spanning two header rows, beside a group, is tall without wrapping).
    const text = document.createRange();
    text.selectNodeContents(th);
    const lines = text.getBoundingClientRect().height / parseFloat(style.lineHeight);
    return { left: r.left, right: r.right, boxLeft: b.left, boxRight: b.right, lines, pinned: th.classList.contains('ant-table-cell-fix-left') };
  }, title);

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  describe(`wide reports at ${viewport.width} px (issue 23 §5)`, () => {
    const t = usePage(viewport);

    for (const screen of SCREENS) {
      it(`${screen.path}: no sideways page, the table scrolls inside, header sticky, first column pinned, last columns reachable`, async () => {
        const { page } = t;
        await open(page, screen.path, screen.query);

        const o = await overflow(page);
        expect(o.documentWidth).toBeLessThanOrEqual(o.windowWidth);
        expect(o.contentScroll).toBeLessThanOrEqual(0);

        // The header sticks to the top of the scrolling content: pulled up by the content's padding, so it
        // meets the visible edge (use-sticky.ts).
        const sticky = await page.evaluate(() => {
          const h = document.querySelector('.dt-table .ant-table-sticky-holder') as HTMLElement;
          const content = document.querySelector('.ant-layout-content') as HTMLElement;
          return { position: getComputedStyle(h).position, top: getComputedStyle(h).top, padding: getComputedStyle(content).paddingTop };
        });
        expect(sticky.position).toBe('sticky');
        expect(parseFloat(sticky.top)).toBe(-parseFloat(sticky.padding));

        // Headers: two lines at most.
        const titles = await page.locator('.dt-table .ant-table-sticky-holder thead th').allTextContents();
        for (const title of titles.filter(Boolean)) {
          const box = await headerBox(page, title);
          expect(box?.lines, title).toBeLessThan(2.5);
        }

        // Sideways inside the table: the first column stays put, and each of the last columns can be
        // brought into the table's box beside it.
        const first = await headerBox(page, screen.first);
        expect(first?.pinned).toBe(true);
        if (o.tableScroll > 0) {
          await scrollTable(page, 1e6);
          expect((await headerBox(page, screen.first))?.left).toBeCloseTo(first!.left, 0);
        }
        for (const title of screen.last) {
          await page.evaluate(
            ({ t, pinnedRight }) => {
              const ths = [...document.querySelectorAll('.dt-table .ant-table-sticky-holder thead th')] as HTMLElement[];
              const th = ths.find((x) => x.textContent === t)!;
              const box = (document.querySelector('.dt-table .ant-table-sticky-holder') as HTMLElement).getBoundingClientRect();
              const body = document.querySelector('.dt-table .ant-table-body') as HTMLElement;
              // Where the column starts in the table, less what the pinned columns cover.
              body.scrollLeft = th.getBoundingClientRect().left + body.scrollLeft - box.left - (pinnedRight - box.left);
            },
            { t: title, pinnedRight: first!.right },
          );
          await page.waitForTimeout(200);
          const box = await headerBox(page, title);
          expect(box, title).not.toBeNull();
          expect(box!.left, title).toBeGreaterThanOrEqual(first!.right - 1);
          expect(box!.right, title).toBeLessThanOrEqual(box!.boxRight + 1);
        }
        // Still no sideways page after scrolling the table.
        expect((await overflow(page)).documentWidth).toBeLessThanOrEqual(viewport.width);
      });
    }

    it('/bao-cao-nhan-phong: the header stays at the top while the rows scroll under it', async () => {
      const { page } = t;
      // Every row on one page, so the content is tall enough to scroll.
      await page.goto('/login?redirect=' + encodeURIComponent(`/bao-cao-nhan-phong?${RANGE}&size=all`));
      await login(page, 'ketoan');
      await page.waitForURL((u) => u.pathname === '/bao-cao-nhan-phong');
      await contentReady(page);
      await page.locator('.dt-table .ant-table-sticky-holder thead th').first().waitFor();
      const moved = await page.evaluate(async () => {
        const content = document.querySelector('.app-content') as HTMLElement;
        const head = document.querySelector('.dt-table .ant-table-sticky-holder') as HTMLElement;
        const body = document.querySelector('.dt-table .ant-table-body') as HTMLElement;
        // However short the list, let the content scroll past the header (the header sticks while its table is in view).
        const spacer = document.createElement('div');
        spacer.style.height = `${content.clientHeight * 2}px`;
        content.appendChild(spacer);
        const before = head.getBoundingClientRect().top;
        const rowsBefore = body.getBoundingClientRect().top;
        content.scrollTop = before - content.getBoundingClientRect().top + Math.min(100, body.clientHeight / 2);
        await new Promise((r) => requestAnimationFrame(() => r(null)));
        const after = head.getBoundingClientRect().top;
        const rowsTop = body.getBoundingClientRect().top;
        spacer.remove();
        return { before, after, rowsBefore, rowsTop, contentTop: content.getBoundingClientRect().top };
      });
      // The rows went up under the header; the header stayed at the top of the content.
      expect(moved.rowsTop).toBeLessThan(moved.rowsBefore - (moved.before - moved.contentTop));
      expect(Math.abs(moved.after - moved.contentTop)).toBeLessThanOrEqual(1);
      expect(moved.before).toBeGreaterThan(moved.contentTop);
    });
  });
}
