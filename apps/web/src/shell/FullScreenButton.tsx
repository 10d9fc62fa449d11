import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** spec §2 top bar: full screen on and off; follows Escape and other ways of leaving it. */
export function FullScreenButton() {
  const { t } = useTranslation('shell');
  const [full, setFull] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const follow = () => setFull(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  const toggle = () =>
    void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(
      () => {},
    );
  return (
    <Button
      type="text"
      aria-label={full ? t('fullScreen.exit') : t('fullScreen.enter')}
      aria-pressed={full}
      icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      onClick={toggle}
    />
  );
}
