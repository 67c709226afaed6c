import { unstableSetRender } from 'antd';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd 5 renders its static dialogs (used before <App> mounts) with React 18's render API; React 19
 * removed it, so antd asks for a renderer (https://u.ant.design/v5-for-19).
 */
unstableSetRender((node, container) => {
  const host = container as Element & { _reactRoot?: Root };
  host._reactRoot ??= createRoot(container);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});
