import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * Shown when a screen's chunk cannot be loaded (slow network past the 120 s limit, or a release
 * replaced the files) or a screen crashes. A reload fetches the current files.
 */
export function ScreenLoadError() {
  const error = useRouteError();
  const isChunk =
    error instanceof Error &&
    (error.name === 'ScreenLoadTimeout' || /dynamically imported module|Failed to fetch|Importing a module script|chunk/i.test(error.message) || error.message.includes('quá thời gian'));
  console.error(error);
  return (
    <Result
      status="warning"
      title={isChunk ? 'Không tải được màn hình' : 'Màn hình gặp lỗi'}
      subTitle={
        isChunk
          ? 'Mạng chậm hoặc ứng dụng vừa được cập nhật. Vui lòng kiểm tra kết nối và thử lại.'
          : isRouteErrorResponse(error)
            ? `${error.status} ${error.statusText}`
            : 'Đã có lỗi không mong muốn. Vui lòng tải lại trang.'
      }
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Thử lại
        </Button>
      }
    />
  );
}
