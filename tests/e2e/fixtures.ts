import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeEach, inject } from 'vitest';
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
export const dialog = (page: Page, title: string) => page.locator('.ant-modal-confirm').filter({ has: page.locator('.ant-modal-confirm-title', { hasText: title }) });

/** The layout's 2 s start-up spinner covers the content; wait until it is gone. */
export async function contentReady(page: Page): Promise<void> {
  await page.locator('.app-startup').waitFor();
  await page.locator('.app-startup > .ant-spin-blur').waitFor({ state: 'detached', timeout: 10_000 });
}
