import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, message, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldKeys, generatePlans, useRoutes } from './api';

type Values = { routeIds?: string[]; from: string; to: string; dayStart: string };

/** The Monday and Sunday of the current week, 'yyyy-MM-dd'. */
function thisWeek(): { from: string; to: string } {
  const now = new Date();
  const monday = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7)));
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { from: monday.toISOString().slice(0, 10), to: sunday.toISOString().slice(0, 10) };
}

/** Generates DRAFT plans from the caller's ACTIVE routes for a range of days (at most 31). */
export function GeneratePlans({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('field');
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const routes = useRoutes({ state_equal: 'ACTIVE', size: 200 });
  const [busy, setBusy] = useState(false);
  const submit = async (values: Values) => {
    setBusy(true);
    try {
      const result = await generatePlans({
        ...(values.routeIds?.length ? { routeIds: values.routeIds } : {}),
        from: values.from,
        to: values.to,
        dayStart: values.dayStart,
      });
      message.success(t('plan.generated', { plans: result.created, visits: result.visits }));
      await client.invalidateQueries({ queryKey: fieldKeys.all });
      onClose();
    } catch {
      // The http layer shows the server's translated refusal.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('plan.generate')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ ...thisWeek(), dayStart: '08:00' }}
      >
        <Form.Item name="routeIds" label={t('plan.routes')} extra={t('plan.allRoutes')}>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            options={(routes.data?.records ?? []).map((route) => ({
              value: route.id,
              label: `${route.routeNo} ${route.name}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="from" label={t('plan.from')} rules={[{ required: true }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="to" label={t('plan.to')} rules={[{ required: true }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="dayStart"
          label={t('plan.dayStart')}
          rules={[{ required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/ }]}
        >
          <Input type="time" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
