import { App as AntApp } from 'antd';
import { messageTop } from './layout/test-host';
import { NotifyBridge } from './NotifyBridge';

/** antd's App beside the router (its dialogs are portals), handing its instances to `notify`. */
export default function NotifyBridgeHost() {
  return (
    // Success toasts open below the test-environment banner, not over it.
    <AntApp message={{ top: messageTop(window.location.hostname) }}>
      <NotifyBridge />
    </AntApp>
  );
}
