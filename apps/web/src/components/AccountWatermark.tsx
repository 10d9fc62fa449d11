import { Watermark } from 'antd';
import type { ReactNode } from 'react';
import { useSession } from '../lib/session';
import { settings } from '../lib/settings';

/** spec §9: the signed-in account as a faint, tilted watermark over the page. */
export function AccountWatermark({ children }: { children: ReactNode }) {
  const account = useSession((state) => state.user?.account ?? '');
  const { width, height, fontSizePx, angleDeg, color } = settings.watermark;
  // Each tile (text box plus gap) is width x height, as the spec's 400 x 200.
  const text = { width: width / 2, height: Math.round(fontSizePx * 1.5) };
  return (
    <Watermark
      content={account}
      width={text.width}
      height={text.height}
      gap={[width - text.width, height - text.height]}
      rotate={angleDeg}
      font={{ fontSize: fontSizePx, color }}
      style={{ minHeight: '100%' }}
    >
      {children}
    </Watermark>
  );
}
