import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import { ApiError } from './api-error';

/**
 * THE place that shows things to the user: errors, warnings, notices. Pages never catch an error just
 * to show it; the query client and the HTTP client send everything here. It uses the antd instances of
 * `<App>` (so dialogs follow the theme and locale) once <NotifyBridge> registered them. The dialogs'
 * code is not part of the first download: the first notice asks the app's <NotifyHost> to mount the
 * bridge (or, with no host, loads antd's static functions) and is shown as soon as they are there.
 */
type ModalApi = { [K in 'error' | 'warning' | 'info' | 'success']: (config: Parameters<ModalHookAPI[K]>[0]) => unknown };
type MessageApi = Pick<MessageInstance, 'success' | 'error' | 'warning' | 'info'>;
type Ui = { modal: ModalApi; message: MessageApi };

let ui: Ui | undefined;
const waiting: ((ui: Ui) => void)[] = [];
let requestHost: (() => void) | undefined;

export function registerNotifyInstances(m: ModalApi, msg: MessageApi): void {
  ui = { modal: m, message: msg };
  const ready = ui;
  for (const show of waiting.splice(0)) show(ready);
}

/** The app's host of the bridge: called when the first notice needs the dialogs' code. */
export function onNotifyNeeded(request: () => void): () => void {
  requestHost = request;
  if (waiting.length) request();
  return () => {
    if (requestHost === request) requestHost = undefined;
  };
}

function withUi(show: (ui: Ui) => void): void {
  if (ui) return show(ui);
  waiting.push(show);
  if (requestHost) return requestHost();
  // No host (a page rendered on its own): antd's static functions.
  void Promise.all([import('antd/es/modal'), import('antd/es/message')]).then(([m, msg]) => !ui && registerNotifyInstances(m.default, msg.default));
}

export const notify = {
  errorDialog(title: string, content: string) {
    withUi(({ modal }) => modal.error({ title, content, okText: 'Đóng' }));
  },
  warning(title: string, content: string) {
    withUi(({ modal }) => modal.warning({ title, content, okText: 'Đóng' }));
  },
  /** An information dialog; `afterClose` runs however it is closed. */
  info(title: string, content: string, afterClose?: () => void) {
    withUi(({ modal }) => modal.info({ title, content, okText: 'Đồng ý', afterClose }));
  },
  done(content: string) {
    withUi(({ modal }) => modal.success({ title: 'Hoàn Thành', content, okText: 'Đóng' }));
  },
  success(text: string) {
    withUi(({ message }) => void message.success(text));
  },
  /** Any failure from the API or the code around it, in the user's words. */
  error(error: unknown) {
    if (error instanceof ApiError) {
      if (error.handled) return;
      const details = error.errors?.map((e) => e.message).filter(Boolean) ?? [];
      const content = details.length ? `${error.message}: ${details.join('; ')}` : error.message;
      withUi(({ modal }) => modal.error({ title: 'Lỗi', content, okText: 'Đóng' }));
      return;
    }
    console.error(error);
    withUi(({ modal }) => modal.error({ title: 'Lỗi', content: 'Không kết nối được máy chủ, vui lòng thử lại.', okText: 'Đóng' }));
  },
};
