import { Alert } from 'antd';

/** Local and dev hosts carry a banner so nobody mistakes test data for the real books (spec §1). */
export const isTestHost = (hostname: string): boolean =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.local') || /(^|[.-])dev([.-]|$)/.test(hostname);

export function TestEnvBanner() {
  if (!isTestHost(window.location.hostname)) return null;
  return <Alert banner type="warning" showIcon message="Môi trường thử nghiệm – dữ liệu không phải thật" style={{ textAlign: 'center' }} />;
}
