import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, message, Select, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { loadIpoStatus } from '../../app/auth';
import { get, post } from '../../lib/http';
import './account.css';

/** spec §3 user system setting: 1 smdp, 2 fmmc, 3 bmmc. */
type Setting = { id: string; timeZone: string; ipoStatus: 1 | 2 | 3; version: number };
type Fields = Pick<Setting, 'timeZone' | 'ipoStatus'>;

const SETTING = ['user-system-setting'];
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /usersetting/setting: the user's time zone and system (spec §2, §7 userSystemSetting detail / submit). */
export function UserSettingPage() {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const [form] = Form.useForm<Fields>();
  const setting = useQuery({
    queryKey: SETTING,
    queryFn: () => get<Setting | null>('/blade-system/userSystemSetting/detail', { type: 'pc' }),
  });
  const save = useMutation({
    mutationFn: (fields: Fields) =>
      post<Setting>('/blade-system/userSystemSetting/submit', {
        type: 'pc',
        ...fields,
        ...(setting.data ? { version: setting.data.version } : {}),
      }),
    onSuccess: async (saved) => {
      client.setQueryData(SETTING, saved);
      await loadIpoStatus();
      message.success(t('setting.saved'));
    },
  });
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone })), []);

  useEffect(() => {
    if (setting.isSuccess)
      form.setFieldsValue({
        timeZone: setting.data?.timeZone ?? browserZone(),
        ipoStatus: setting.data?.ipoStatus ?? 1,
      });
  }, [setting.isSuccess, setting.data, form]);

  if (setting.isLoading) return <Skeleton active />;
  return (
    <Card title={t('setting.title')}>
      <Form<Fields> form={form} layout="vertical" onFinish={(fields) => save.mutate(fields)} className="info-form">
        <Form.Item
          name="timeZone"
          label={t('setting.timeZone')}
          extra={t('setting.timeZoneHint', { zone: browserZone() })}
          rules={[{ required: true, message: t('setting.timeZoneRequired') }]}
        >
          <Select showSearch options={zones} />
        </Form.Item>
        <Form.Item name="ipoStatus" label={t('setting.system')} rules={[{ required: true }]}>
          <Select
            options={[
              { value: 1, label: t('setting.smdp') },
              { value: 2, label: t('setting.fmmc') },
              { value: 3, label: t('setting.bmmc') },
            ]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('setting.save')}
        </Button>
      </Form>
    </Card>
  );
}
