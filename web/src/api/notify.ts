import { Modal, message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import { ApiError } from './api-error';

/**
 * THE place that shows things to the user: errors, warnings, notices. Pages never catch an error just
 * to show it; the query client and the HTTP client send everything here. It uses the antd instances of
 * `<App>` (so dialogs follow the theme and locale) once <NotifyBridge> registered them, and antd's
 * static functions before that.
 */
type ModalApi = { [K in 'error' | 'warning' | 'info' | 'success']: (config: Parameters<ModalHookAPI[K]>[0]) => unknown };
let modal: ModalApi = Modal;
let message: Pick<MessageInstance, 'success' | 'error' | 'warning' | 'info'> = staticMessage;

export function registerNotifyInstances(m: typeof modal, msg: typeof message): void {
  modal = m;
  message = msg;
}

export const notify = {
  errorDialog(title: string, content: string) {
    modal.error({ title, content, okText: 'Đóng' });
  },
  warning(title: string, content: string) {
    modal.warning({ title, content, okText: 'Đóng' });
  },
  /** An information dialog; `afterClose` runs however it is closed. */
  info(title: string, content: string, afterClose?: () => void) {
    modal.info({ title, content, okText: 'Đồng ý', afterClose });
  },
  done(content: string) {
    modal.success({ title: 'Hoàn Thành', content, okText: 'Đóng' });
  },
  success(text: string) {
    void message.success(text);
  },
  /** Any failure from the API or the code around it, in the user's words. */
  error(error: unknown) {
    if (error instanceof ApiError) {
      if (error.handled) return;
      const details = error.errors?.map((e) => e.message).filter(Boolean) ?? [];
      const content = details.length ? `${error.message}: ${details.join('; ')}` : error.message;
      modal.error({ title: 'Lỗi', content, okText: 'Đóng' });
      return;
    }
    console.error(error);
    modal.error({ title: 'Lỗi', content: 'Không kết nối được máy chủ, vui lòng thử lại.', okText: 'Đóng' });
  },
};
