import { Alert } from 'antd';
import { isTestHost, TEST_BANNER_HEIGHT } from './test-host';

export { isTestHost };

export function TestEnvBanner() {
  if (!isTestHost(window.location.hostname)) return null;
  // Local and dev hosts carry a banner so nobody mistakes test data for the real books (spec §1).
  return <Alert banner type="warning" showIcon message="Môi trường thử nghiệm – dữ liệu không phải thật" style={{ textAlign: 'center', minHeight: TEST_BANNER_HEIGHT }} />;
}
