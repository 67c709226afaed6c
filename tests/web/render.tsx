import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import viVN from 'antd/locale/vi_VN';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { NotifyBridge } from '../../web/src/app/NotifyBridge';

/** Renders a component as the app does: antd in Vietnamese, notify wired, a router at `url`. */
export function renderInApp(element: ReactElement, url = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  const view = render(
    <ConfigProvider locale={viVN}>
      <AntApp>
        <NotifyBridge />
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>,
  );
  return { ...view, router };
}
