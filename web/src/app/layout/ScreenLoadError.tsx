import { WarningFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

export const SCREEN_ERROR_TITLE = 'Màn hình gặp lỗi';
export const RETRY_TEXT = 'Thử lại';
export const RELOAD_TEXT = 'Tải lại trang';

const reload = () => window.location.reload();
const pathOf = (src: string) => new URL(src, window.location.href).pathname;

/**
 * Whether a new release replaced the files: the page the server hands out now starts another entry
 * script than the one running. Then only a reload helps (the old chunks are gone).
 */
export async function filesReplaced(): Promise<boolean> {
  try {
    const html = await (await fetch('/', { cache: 'no-store', credentials: 'same-origin' })).text();
    const src = /<script[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/.exec(html)?.[1];
    if (!src) return false;
    const running = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map((s) => pathOf(s.src));
    return running.length > 0 && !running.includes(pathOf(src));
  } catch {
    return false;
  }
}

/** The message box of both failures; small on purpose, it travels in the entry chunk. */
function ErrorPanel({ detail, actions }: { detail: string; actions: ReactNode }) {
  return (
    <div role="alert" style={{ textAlign: 'center', padding: '48px 16px' }}>
      <WarningFilled style={{ fontSize: 48, color: '#faad14' }} />
      <h3 style={{ margin: '16px 0 8px', fontSize: 20, fontWeight: 600 }}>{SCREEN_ERROR_TITLE}</h3>
      <p style={{ margin: '0 auto 24px', maxWidth: 480, color: 'rgba(0,0,0,0.45)' }}>{detail}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' }}>{actions}</div>
    </div>
  );
}

/**
 * A screen whose chunk did not arrive (network drop, the 120 s limit, files replaced by a release),
 * shown where the screen would be. `Thử lại` asks for the chunk again; when a release replaced the
 * files, reloading the page is the way out and is offered first.
 */
export function ScreenLoadFailed({ error, retrying, onRetry }: { error: unknown; retrying?: boolean; onRetry: () => void }) {
  const [replaced, setReplaced] = useState(false);
  useEffect(() => {
    let live = true;
    void filesReplaced().then((r) => live && setReplaced(r));
    return () => {
      live = false;
    };
  }, [error]);
  const timeout = error instanceof Error && error.name === 'ScreenLoadTimeout';
  const detail = replaced
    ? 'Không tải được màn hình: ứng dụng vừa được cập nhật. Vui lòng tải lại trang.'
    : timeout
      ? 'Không tải được màn hình: mạng quá chậm (quá 120 giây). Vui lòng kiểm tra kết nối và thử lại.'
      : 'Không tải được màn hình: mạng chậm hoặc mất kết nối. Vui lòng kiểm tra kết nối và thử lại.';
  return (
    <ErrorPanel
      detail={detail}
      actions={
        <>
          {replaced && (
            <Button type="primary" onClick={reload}>
              {RELOAD_TEXT}
            </Button>
          )}
          <Button type={replaced ? 'default' : 'primary'} loading={retrying} onClick={onRetry}>
            {RETRY_TEXT}
          </Button>
        </>
      }
    />
  );
}

/** The routes' error boundary: a screen that crashed while drawing (or a route error). */
export function ScreenLoadError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <ErrorPanel
      detail={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Đã có lỗi không mong muốn. Vui lòng tải lại trang.'}
      actions={
        <Button type="primary" onClick={reload}>
          {RETRY_TEXT}
        </Button>
      }
    />
  );
}
