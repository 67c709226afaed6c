import { lazy, Suspense, useEffect, useState } from 'react';
import { onNotifyNeeded } from '../api/notify';

const Bridge = lazy(() => import('./NotifyBridgeHost'));

/**
 * Where the app's dialogs and toasts live. Their code (antd's App with its modal, message and
 * notification) is fetched with the first notice, not with the first page: the login page does not
 * pay for a dialog it shows only after a wrong password.
 */
export function NotifyHost() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onNotifyNeeded(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <Bridge />
    </Suspense>
  ) : null;
}
