import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, as .ci/run and the global setup install it (architecture: local embedded default). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

let browser: Browser | undefined;

/** One browser for the whole run; each test gets its own context (fresh storage and cookies). */
export async function sharedBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: run "apt-get install -y chromium" (the e2e global setup does it as root).`);
  browser ??= await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export async function newContext(baseURL: string, viewport = { width: 1366, height: 768 }): Promise<BrowserContext> {
  const context = await (await sharedBrowser()).newContext({ baseURL, viewport, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh' });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Signs in through the login form. */
export async function login(page: Page, username: string, password = 'Demo@2025', remember = false): Promise<void> {
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu').fill(password);
  if (remember) await page.getByLabel('Ghi nhớ đăng nhập').check();
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
}
