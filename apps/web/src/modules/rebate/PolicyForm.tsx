import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Select, Space, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { partyLabel, partyOptions } from '../../lib/party-options';
import { categoryTree, goodsOptions } from '../catalog/api';
import { categoryOptions } from '../catalog/forms';
import { useLevelOptions } from '../customer/api';
import {
  type PolicyInput,
  REBATE_BASES,
  REBATE_CALC_MODES,
  REBATE_PERIODS,
  REBATE_SETTLE_TO,
  type RebatePolicy,
  savePolicy,
} from './api';

type Values = Omit<PolicyInput, 'id' | 'version' | 'maxUseRatio' | 'expiryDays'> & {
  maxUseRatio: number;
  expiryDays: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A policy's form with its tiers editor. Once the policy is ACTIVE the key fields (period, dates, basis,
 * calculation mode, tiers, scope) are shown but locked, as the server keeps them.
 */
export function PolicyForm({
  policy,
  onSaved,
  onCancel,
}: {
  policy: RebatePolicy | null;
  onSaved: (policy: RebatePolicy) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('rebate');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  // pickers of the scope and eligibility: the goods, categories of the catalog and the buyers the caller manages
  const goods = useQuery({ queryKey: ['rebate', 'goods'], queryFn: () => goodsOptions() });
  const categories = useQuery({ queryKey: ['rebate', 'categories'], queryFn: categoryTree });
  const parties = useQuery({ queryKey: ['rebate', 'parties'], queryFn: () => partyOptions(['ACTIVE']) });
  // the customer levels of the master data, as the customer pages offer them
  const levels = useLevelOptions(true);
  const locked = policy !== null && policy.state !== 'DRAFT';
  const year = new Date().getFullYear();
  const initial: Partial<Values> = policy
    ? { ...policy, maxUseRatio: Number(policy.maxUseRatio), remark: policy.remark ?? undefined }
    : {
        period: 'MONTH',
        dateFrom: `${year}-01-01`,
        dateTo: `${year}-12-31`,
        basis: 'AMOUNT',
        calcMode: 'FLAT_TIER',
        settleTo: 'REBATE_ACCOUNT',
        maxUseRatio: 0.3,
        expiryDays: 90,
        tiers: [{ from: '0', rate: '0.01' }],
        scopeGoodsIds: [],
        scopeCategoryIds: [],
        eligibleLevelIds: [],
        eligiblePartyIds: [],
      };
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const { id: _id, version: _version, ...fields } = values as Values & { id?: unknown; version?: unknown };
      const saved = await savePolicy({
        ...fields,
        maxUseRatio: String(values.maxUseRatio),
        ...(policy ? { id: policy.id, version: policy.version } : {}),
      });
      onSaved(saved);
    } finally {
      setSaving(false);
    }
  };

  const dayRule = { pattern: DAY, message: t('form.dayFormat') };
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} aria-label={t('form.title')}>
      <Form.Item name="name" label={t('fields.name')} rules={[{ required: true, max: 100 }]}>
        <Input />
      </Form.Item>
      <Space wrap>
        <Form.Item name="period" label={t('fields.period')} rules={[{ required: true }]}>
          <Select disabled={locked} style={{ width: 140 }} options={options(REBATE_PERIODS, 'periods')} />
        </Form.Item>
        <Form.Item name="dateFrom" label={t('fields.dateFrom')} rules={[{ required: true }, dayRule]}>
          <Input disabled={locked} placeholder="2026-01-01" style={{ width: 130 }} />
        </Form.Item>
        <Form.Item name="dateTo" label={t('fields.dateTo')} rules={[{ required: true }, dayRule]}>
          <Input disabled={locked} placeholder="2026-12-31" style={{ width: 130 }} />
        </Form.Item>
      </Space>
      <Space wrap>
        <Form.Item name="basis" label={t('fields.basis')} rules={[{ required: true }]}>
          <Select disabled={locked} style={{ width: 140 }} options={options(REBATE_BASES, 'bases')} />
        </Form.Item>
        <Form.Item name="calcMode" label={t('fields.calcMode')} rules={[{ required: true }]}>
          <Select disabled={locked} style={{ width: 200 }} options={options(REBATE_CALC_MODES, 'modes')} />
        </Form.Item>
        <Form.Item name="settleTo" label={t('fields.settleTo')} rules={[{ required: true }]}>
          <Select style={{ width: 200 }} options={options(REBATE_SETTLE_TO, 'settleTo')} />
        </Form.Item>
      </Space>
      <Form.List name="tiers">
        {(fields, { add, remove }) => (
          <fieldset aria-label={t('fields.tiers')} style={{ border: 'none', padding: 0 }}>
            <legend>{t('fields.tiers')}</legend>
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item name={[field.name, 'from']} label={t('tiers.from')} rules={[{ required: true }]}>
                  <Input disabled={locked} aria-label={`${t('tiers.from')} ${index + 1}`} style={{ width: 130 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'rate']} label={t('tiers.rate')}>
                  <Input disabled={locked} aria-label={`${t('tiers.rate')} ${index + 1}`} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'perUnit']} label={t('tiers.perUnit')}>
                  <Input disabled={locked} aria-label={`${t('tiers.perUnit')} ${index + 1}`} style={{ width: 110 }} />
                </Form.Item>
                {!locked && fields.length > 1 ? (
                  <Button
                    type="text"
                    aria-label={t('tiers.remove')}
                    icon={<MinusCircleOutlined />}
                    onClick={() => remove(field.name)}
                  />
                ) : null}
              </Space>
            ))}
            {!locked ? (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ from: '', rate: '' })}>
                {t('tiers.add')}
              </Button>
            ) : null}
          </fieldset>
        )}
      </Form.List>
      <Space wrap style={{ marginTop: 12 }}>
        <Form.Item name="maxUseRatio" label={t('fields.maxUseRatio')} rules={[{ required: true }]}>
          <InputNumber min={0.0001} max={1} step={0.05} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="expiryDays" label={t('fields.expiryDays')} rules={[{ required: true }]}>
          <InputNumber min={1} max={3650} precision={0} style={{ width: 140 }} />
        </Form.Item>
      </Space>
      <Form.Item name="scopeGoodsIds" label={t('fields.scopeGoods')} extra={t('form.emptyAll')}>
        <Select
          mode="multiple"
          disabled={locked}
          optionFilterProp="label"
          loading={goods.isLoading}
          options={(goods.data?.records ?? []).map((one) => ({ value: one.id, label: `${one.sku} ${one.name}` }))}
        />
      </Form.Item>
      <Form.Item name="scopeCategoryIds" label={t('fields.scopeCategories')} extra={t('form.emptyAll')}>
        <TreeSelect
          multiple
          disabled={locked}
          treeNodeFilterProp="title"
          loading={categories.isLoading}
          treeData={categoryOptions(categories.data ?? [])}
        />
      </Form.Item>
      <Form.Item name="eligiblePartyIds" label={t('fields.eligibleParties')} extra={t('form.emptyAllBuyers')}>
        <Select
          mode="multiple"
          optionFilterProp="label"
          loading={parties.isLoading}
          options={(parties.data ?? []).map((party) => ({ value: party.id, label: partyLabel(party) }))}
        />
      </Form.Item>
      <Form.Item name="eligibleLevelIds" label={t('fields.eligibleLevels')} extra={t('form.emptyAllBuyers')}>
        <Select
          mode="multiple"
          optionFilterProp="label"
          loading={levels.isLoading}
          options={(levels.data ?? []).map((level) => ({ value: level.id, label: `${level.code} ${level.name}` }))}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('fields.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Space>
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('form.save')}
        </Button>
      </Space>
    </Form>
  );
}
