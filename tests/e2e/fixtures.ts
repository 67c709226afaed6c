import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeEach, expect, inject } from 'vitest';
import { apiAt } from './api-client';
import { closeBrowser, newContext } from './browser';

/**
 * Per-test browser context and page on the shared Chromium; the context (storage, cookies) is thrown
 * away after each test so no session leaks from one test to the next.
 */
export function usePage(viewport?: { width: number; height: number }) {
  const state = {} as { context: BrowserContext; page: Page };
  beforeEach(async () => {
    state.context = await newContext(inject('webUrl'), viewport);
    state.page = await state.context.newPage();
  });
  afterEach(async () => {
    await state.context.close();
  });
  afterAll(async () => {
    await closeBrowser();
  });
  return state;
}

/** The antd confirm dialog on screen, by its title. */
export const dialog = (page: Page, title: string) =>
  page.locator('.ant-modal-confirm').filter({ has: page.locator('.ant-modal-confirm-title', { hasText: title }) });

/**
 * Closes a dialog with its button once it has finished opening, and waits until it is gone. antd zooms
 * a dialog in (`ant-zoom-appear…` on it for ~0.3 s): a click in that moment can land on the mask,
 * which a confirm dialog ignores, and the dialog stays open (seen once in a full run: the utility
 * analysis's "Hoàn Thành"). A person clicks again; a test waits for the motion to end instead.
 */
export async function closeDialog(box: Locator, button = 'Đóng'): Promise<void> {
  await box.waitFor();
  await expect.poll(async () => (await box.getAttribute('class')) ?? '').not.toMatch(/(^|\s)ant-zoom/);
  await box.getByRole('button', { name: button }).click();
  await box.waitFor({ state: 'detached' });
}

/** The layout's 2 s start-up spinner covers the content; wait until it is gone. */
export async function contentReady(page: Page): Promise<void> {
  await page.locator('.app-startup').waitFor();
  await page.locator('.app-startup > .ant-spin-blur').waitFor({ state: 'detached', timeout: 10_000 });
}

/** What the screens print for money: `3.000.000 ₫` (vi-VN, with a no-break space), and plain `3.000.000`. */
export const vnd = (n: number) => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(n);
export const num = (n: number) => new Intl.NumberFormat('vi-VN').format(n);
/** Text as a person reads it: no-break spaces and runs of blanks are one space. */
export const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();
/** A response of one API operation, for `page.waitForResponse`. */
export const isCall = (method: string, path: string) => (r: Response) => r.request().method() === method && new URL(r.url()).pathname === path;

/** Clicks `trigger`, takes the print window it opens and waits until it says every one of `texts`. */
export async function printWindow(page: Page, trigger: () => Promise<unknown>, texts: string[]): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await trigger();
  const win = await popup;
  await win.waitForLoadState();
  for (const t of texts) await win.getByText(t).first().waitFor();
  // Back to the screen, as after printing: a page left behind its popup is hidden, and Chromium may hold
  // its animations there (a closing modal stayed in its leave animation for 15 s on a busy machine).
  await page.bringToFront();
  return win;
}

/** For a flow whose steps each need the one before: after a failure the rest are skipped, not timed out one by one. */
export function stepsInOrder() {
  let broken = false;
  beforeEach(({ skip, onTestFailed }) => {
    if (broken) skip();
    onTestFailed(() => {
      broken = true;
    });
  });
}

export { M, MONTH, PREVIOUS, TODAY, Y } from './api-client';

/** A call to the API as a flow's set-up makes it; a refusal throws. */
export const api = (method: string, path: string, token: string, body?: unknown) => apiAt(inject('apiUrl')).call(method, path, token, body);
export const tokenOf = (username: string) => apiAt(inject('apiUrl')).tokenOf(username);
