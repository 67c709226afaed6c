/** Local and dev hosts carry the test-environment banner (spec §1). */
export const isTestHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.local') || /(^|[.-])dev([.-]|$)/.test(hostname);

/** The banner's height: toasts open below it, never over it. */
export const TEST_BANNER_HEIGHT = 40;

/** Where antd's messages (success toasts) appear: under the banner when there is one. */
export const messageTop = (hostname: string): number => (isTestHost(hostname) ? TEST_BANNER_HEIGHT + 8 : 8);
