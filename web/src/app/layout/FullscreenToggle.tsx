import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useSyncExternalStore } from 'react';

const subscribe = (cb: () => void) => {
  document.addEventListener('fullscreenchange', cb);
  return () => document.removeEventListener('fullscreenchange', cb);
};

export function FullscreenToggle() {
  const on = useSyncExternalStore(subscribe, () => Boolean(document.fullscreenElement));
  const toggle = () => {
    const done = on ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    done.catch((e: unknown) => console.warn('Fullscreen refused', e));
  };
  return (
    <Tooltip title={on ? 'Thoát toàn màn hình' : 'Toàn màn hình'}>
      <Button
        type="text"
        aria-label={on ? 'Thoát toàn màn hình' : 'Toàn màn hình'}
        icon={on ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
