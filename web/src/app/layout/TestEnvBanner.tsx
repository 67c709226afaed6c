import { ExclamationCircleFilled } from '@ant-design/icons';
import { isTestHost, TEST_BANNER_HEIGHT } from './test-host';

export { isTestHost };

/**
 * Local and dev hosts carry a banner so nobody mistakes test data for the real books (spec §1).
 * Plain markup in antd's warning colours: it is on the login page, which must stay light.
 */
export function TestEnvBanner() {
  if (!isTestHost(window.location.hostname)) return null;
  return (
    <div
      className="test-env-banner"
      style={{
        minHeight: TEST_BANNER_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        padding: '8px 12px',
        background: '#fffbe6',
        borderBottom: '1px solid #ffe58f',
        color: 'rgba(0, 0, 0, 0.88)',
      }}
    >
      <ExclamationCircleFilled style={{ color: '#faad14' }} />
      Môi trường thử nghiệm – dữ liệu không phải thật
    </div>
  );
}
