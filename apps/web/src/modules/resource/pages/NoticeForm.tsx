import { NOTICE_LIMITS, NOTICE_PARTY_TYPES } from '@smdp/contracts/resource';
import { DatePicker, Form, Input, Modal, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { partyLabel } from '../../../lib/party-options';
import { type NoticeRow, useLevelOptions, useNoticeActions, usePartyOptions } from '../notice-api';

type Values = {
  title: string;
  body: string;
  types: string[];
  levels: string[];
  regions: string[];
  parties: string[];
  publishAt: Dayjs;
  expireAt: Dayjs | null;
  pinned: boolean;
  requiresAck: boolean;
};

const valuesOf = (notice: NoticeRow | null): Partial<Values> =>
  notice
    ? {
        title: notice.title,
        body: notice.body,
        ...notice.audience,
        publishAt: dayjs(notice.publishAt),
        expireAt: notice.expireAt ? dayjs(notice.expireAt) : null,
        pinned: notice.pinned,
        requiresAck: notice.requiresAck,
      }
    : { publishAt: dayjs(), expireAt: dayjs().add(7, 'day'), pinned: false, requiresAck: false };

/** A new draft notice, or a draft changed: title, text, audience, times and flags. */
export function NoticeForm({ notice, onClose }: { notice: NoticeRow | null; onClose: () => void }) {
  const { t } = useTranslation('resource');
  const [form] = Form.useForm<Values>();
  const { save } = useNoticeActions();
  const levels = useLevelOptions();
  const parties = usePartyOptions();

  const submit = (values: Values) =>
    save.mutate(
      {
        ...(notice ? { id: notice.id, version: notice.version } : {}),
        title: values.title,
        body: values.body ?? '',
        audience: {
          types: (values.types ?? []) as (typeof NOTICE_PARTY_TYPES)[number][],
          levels: values.levels ?? [],
          regions: values.regions ?? [],
          parties: values.parties ?? [],
        },
        publishAt: values.publishAt.toISOString(),
        expireAt: values.expireAt ? values.expireAt.toISOString() : null,
        pinned: values.pinned,
        requiresAck: values.requiresAck,
      },
      { onSuccess: onClose },
    );

  return (
    <Modal
      open
      title={notice ? t('notices.edit') : t('notices.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('notices.saveDraft')}
      confirmLoading={save.isPending}
      width={720}
    >
      <Form form={form} layout="vertical" initialValues={valuesOf(notice)} onFinish={submit}>
        <Form.Item name="title" label={t('notices.title')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={NOTICE_LIMITS.title} />
        </Form.Item>
        <Form.Item name="body" label={t('notices.body')}>
          <Input.TextArea rows={6} maxLength={NOTICE_LIMITS.body} />
        </Form.Item>
        <Form.Item name="types" label={t('notices.types')} extra={t('notices.audienceHint')}>
          <Select
            mode="multiple"
            allowClear
            options={NOTICE_PARTY_TYPES.map((type) => ({ value: type, label: t(`notices.partyTypes.${type}`) }))}
          />
        </Form.Item>
        <Form.Item name="levels" label={t('notices.levels')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            loading={levels.isPending}
            options={(levels.data ?? []).map((level) => ({ value: level.id, label: `${level.code} ${level.name}` }))}
          />
        </Form.Item>
        <Form.Item name="regions" label={t('notices.regions')}>
          <Select mode="tags" allowClear tokenSeparators={[',']} />
        </Form.Item>
        <Form.Item name="parties" label={t('notices.parties')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            loading={parties.isPending}
            options={(parties.data ?? []).map((party) => ({ value: party.id, label: partyLabel(party) }))}
          />
        </Form.Item>
        <Form.Item name="publishAt" label={t('notices.publishAt')} rules={[{ required: true }]}>
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="expireAt" label={t('notices.expireAt')}>
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="pinned" label={t('notices.pinned')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="requiresAck" label={t('notices.requiresAck')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
