import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { registerNotifyInstances } from '../api/notify';

/** Hands antd's context-aware modal and message to `notify`, the one place that shows things. */
export function NotifyBridge() {
  const { modal, message } = App.useApp();
  useLayoutEffect(() => registerNotifyInstances(modal, message), [modal, message]);
  return null;
}
