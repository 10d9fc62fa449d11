import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Modal, message, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CompanySetting, companySettingDetail, saveCompanySetting, uploadLogo } from '../api';

/** spec §5: the image types accepted; the server checks the content itself, this only spares a round trip. */
export const LOGO_EXTENSIONS = ['png', 'jpeg', 'jpg', 'bmp'];
const LOGO_MAX_KB = 512;

export function logoProblem(file: File): 'type' | 'size' | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!LOGO_EXTENSIONS.includes(extension)) return 'type';
  if (file.size > LOGO_MAX_KB * 1024) return 'size';
  return null;
}

type Props = { setting: CompanySetting | null; onClose: () => void; onSaved: () => void };

/** Uploads a company's logo and saves it on the setting, or takes it away. */
export function LogoDialog({ setting, onClose, onSaved }: Props) {
  const { t } = useTranslation('system');
  const [logo, setLogo] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const current = logo === undefined ? (setting?.logo ?? null) : logo;

  async function choose(file: File) {
    const problem = logoProblem(file);
    if (problem) {
      message.error(problem === 'type' ? t('setting.logoType') : t('setting.logoSize', { max: LOGO_MAX_KB }));
      return;
    }
    setBusy(true);
    try {
      setLogo((await uploadLogo(file)).url);
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    if (!setting) return;
    setBusy(true);
    try {
      const latest = await companySettingDetail(setting.id);
      await saveCompanySetting({
        id: latest.id,
        version: latest.version,
        companyId: latest.companyId,
        shopEnabled: latest.shopEnabled,
        logo: current,
      });
      message.success(t('crud:updated'));
      setLogo(undefined);
      onSaved();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={Boolean(setting)}
      title={t('setting.logoTitle', { name: setting?.companyName ?? '' })}
      onCancel={() => {
        setLogo(undefined);
        onClose();
      }}
      onOk={() => void save().catch(() => undefined)}
      okText={t('crud:save')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Space orientation="vertical" size="middle">
        {current ? (
          <Image src={current} alt={t('setting.logo')} height={64} preview={false} data-testid="logo-preview" />
        ) : (
          <span>{t('setting.noLogo')}</span>
        )}
        <Space>
          <Upload
            accept={LOGO_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              void choose(file).catch(() => undefined);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy}>
              {t('setting.chooseLogo')}
            </Button>
          </Upload>
          {current ? <Button onClick={() => setLogo(null)}>{t('setting.removeLogo')}</Button> : null}
        </Space>
        <span className="ant-form-item-extra">{t('setting.logoHelp', { max: LOGO_MAX_KB })}</span>
      </Space>
    </Modal>
  );
}
