import { useQuery } from '@tanstack/react-query';
import { Button, List, Modal, message, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post, upload } from '../../../lib/http';
import { ACCEPT_IMAGES, isAcceptedImage } from '../../../lib/image';
import { catalogKeys, GOODS_API, type Goods } from '../api';

type Props = { goods: Goods | null; onClose: () => void; onSaved: () => void };
type Attachment = { id: string; originalName: string };

const ATTACH_API = '/blade-resource/attach';

/** Uploads png/jpeg/jpg/bmp pictures of goods as attachments and keeps their ids on the goods, cover first. */
export function GoodsImagesDialog({ goods, onClose, onSaved }: Props) {
  const { t } = useTranslation('catalog');
  const [images, setImages] = useState<Attachment[]>([]);
  const [saving, setSaving] = useState(false);
  const stored = useQuery({
    queryKey: catalogKeys.goodsImages(goods),
    queryFn: () => get<Attachment[]>(`${ATTACH_API}/attach-list`, { ids: goods?.images.join(',') }, { quiet: true }),
    enabled: Boolean(goods?.images.length),
  });

  useEffect(() => {
    if (!goods) return;
    const names = new Map((stored.data ?? []).map((one) => [one.id, one.originalName]));
    setImages(goods.images.map((id) => ({ id, originalName: names.get(id) ?? id })));
  }, [goods, stored.data]);

  async function add(file: File) {
    if (!isAcceptedImage(file)) {
      message.error(t('goods.imageType'));
      return;
    }
    const saved = await upload<Attachment>(`${ATTACH_API}/upload`, { file });
    setImages((current) => [...current, { id: saved.id, originalName: saved.originalName }]);
  }

  async function save() {
    if (!goods) return;
    setSaving(true);
    try {
      const detail = await get<Goods>(`${GOODS_API}/detail`, { id: goods.id });
      // The latest record (and its version): only the images change.
      await post(`${GOODS_API}/submit`, { ...detail, images: images.map((image) => image.id) });
      message.success(t('crud:updated'));
      onSaved();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={Boolean(goods)}
      title={t('goods.imagesOf', { name: goods?.name ?? '' })}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('crud:save')}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Upload
        accept={ACCEPT_IMAGES}
        showUploadList={false}
        beforeUpload={(file) => {
          void add(file).catch(() => undefined);
          return false;
        }}
      >
        <Button>{t('goods.addImage')}</Button>
      </Upload>
      <List
        size="small"
        dataSource={images}
        locale={{ emptyText: t('goods.noImages') }}
        renderItem={(image, index) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                type="link"
                danger
                onClick={() => setImages((current) => current.filter((one) => one.id !== image.id))}
              >
                {t('goods.removeImage')}
              </Button>,
            ]}
          >
            {index === 0 ? `${image.originalName} (${t('goods.cover')})` : image.originalName}
          </List.Item>
        )}
      />
    </Modal>
  );
}
