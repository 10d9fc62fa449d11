import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partyLabel, partyOptions } from '../../lib/party-options';
import { useSession } from '../../lib/session';
import { fieldKeys, ROUTE_FREQUENCIES, type Route, type RouteSummary, saveRoute, useSalespeople } from './api';

type Values = {
  ownerPartyId?: string;
  name: string;
  salespersonId?: string;
  frequency: (typeof ROUTE_FREQUENCIES)[number];
  weekdays: number[];
  startDate: string;
  remark?: string;
};

const today = () => new Date().toISOString().slice(0, 10);

/** Creates a route (no `route`) or changes its header; stops are edited on the detail page. */
export function RouteForm({
  route,
  onClose,
  onSaved,
}: {
  route: RouteSummary | null;
  onClose: () => void;
  onSaved: (route: Route) => void;
}) {
  const { t } = useTranslation('field');
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const staff = useSession((state) => state.user?.user_type !== 1);
  const [owner, setOwner] = useState<string | undefined>(route?.ownerPartyId ?? undefined);
  const owners = useQuery({
    queryKey: [...fieldKeys.all, 'owners'],
    queryFn: () => partyOptions(['ACTIVE']),
    enabled: staff && !route,
  });
  const people = useSalespeople(owner);
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      const saved = await saveRoute({
        ...(route ? { id: route.id, version: route.version } : { ownerPartyId: values.ownerPartyId ?? null }),
        name: values.name,
        salespersonId: values.salespersonId ?? null,
        frequency: values.frequency,
        weekdays: values.weekdays,
        startDate: values.startDate,
        remark: values.remark ?? null,
      });
      await client.invalidateQueries({ queryKey: fieldKeys.all });
      onSaved(saved);
    } catch {
      // The http layer shows the server's translated refusal.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={route ? t('route.edit') : t('route.create')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: busy }}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          name: route?.name,
          salespersonId: route?.salespersonId ?? undefined,
          frequency: route?.frequency ?? 'WEEKLY',
          weekdays: route?.weekdays ?? [1],
          startDate: route?.startDate ?? today(),
          remark: route?.remark ?? undefined,
        }}
      >
        {staff && !route ? (
          <Form.Item name="ownerPartyId" label={t('route.owner')}>
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder={t('route.company')}
              onChange={(value?: string) => {
                setOwner(value);
                form.setFieldValue('salespersonId', undefined);
              }}
              options={(owners.data ?? [])
                .filter((party) => party.partyType === 'DISTRIBUTOR' || party.partyType === 'SUB_DISTRIBUTOR')
                .map((party) => ({ value: party.id, label: partyLabel(party) }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="name" label={t('route.name')} rules={[{ required: true, whitespace: true, max: 80 }]}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="salespersonId" label={t('route.salesperson')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            loading={people.isLoading}
            options={(people.data ?? []).map((person) => ({
              value: person.id,
              label: person.realName ? `${person.realName} (${person.account})` : person.account,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="frequency"
          label={t('route.frequency')}
          rules={[{ required: true }]}
          extra={t('route.frequencyRule')}
        >
          <Select options={ROUTE_FREQUENCIES.map((value) => ({ value, label: t(`route.frequencies.${value}`) }))} />
        </Form.Item>
        <Form.Item name="weekdays" label={t('route.weekdaysLabel')} rules={[{ required: true, type: 'array', min: 1 }]}>
          <Checkbox.Group
            options={[1, 2, 3, 4, 5, 6, 7].map((day) => ({ value: day, label: t(`route.weekdays.${day}`) }))}
          />
        </Form.Item>
        <Form.Item name="startDate" label={t('route.startDate')} rules={[{ required: true }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="remark" label={t('route.remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
