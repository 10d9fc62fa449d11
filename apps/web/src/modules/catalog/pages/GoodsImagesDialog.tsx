import { Button, List, Modal, message, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT_IMAGES, isAcceptedImage } from '../../../lib/image';
import { type Goods, type GoodsImage, goodsDetail, saveGoods, uploadImage, useGoodsImages } from '../api';

type Props = { goods: Goods | null; onClose: () => void; onSaved: () => void };

/** Uploads png/jpeg/jpg/bmp pictures of goods as attachments and keeps their ids on the goods, cover first. */
export function GoodsImagesDialog({ goods, onClose, onSaved }: Props) {
  const { t } = useTranslation('catalog');
  const [images, setImages] = useState<GoodsImage[]>([]);
  const [saving, setSaving] = useState(false);
  const stored = useGoodsImages(goods);

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
    const saved = await uploadImage(file);
    setImages((current) => [...current, { id: saved.id, originalName: saved.originalName }]);
  }

  async function save() {
    if (!goods) return;
    setSaving(true);
    try {
      const detail = await goodsDetail(goods.id);
      // The latest record (and its version): only the images change.
      await saveGoods({ ...detail, images: images.map((image) => image.id) });
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
