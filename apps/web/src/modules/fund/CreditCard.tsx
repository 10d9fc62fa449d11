import { EditOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  message,
  Row,
  Space,
  Statistic,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText, useCallerCurrency } from '../../crud/money';
import { ApiError } from '../../lib/http';
import { usePermissions, useSession } from '../../lib/session';
import {
  type CreditLimit,
  type CreditLimitBody,
  type CreditOverview,
  creditCodes,
  creditOverview,
  fundKeys,
  saveCreditLimit,
  useCreditOverview,
} from './api';

/** Amounts as the server takes them: up to 16 digits and two decimals, never negative. */
const AMOUNT = /^\d{1,16}(\.\d{1,2})?$/;
const MAX_TERM_DAYS = 3650;

type Props = {
  debtorPartyId: string;
  /** The customer's code and name, for the edit dialog's title. */
  debtorLabel: string;
};

/**
 * A customer's credit with the company (domain.md §7): the limit, the temporary limit and its last day,
 * the payment term, the unlimited flag and the live used / frozen / available figures. Company staff
 * holding the credit page's edit button change it here.
 */
export function CreditCard({ debtorPartyId, debtorLabel }: Props) {
  const { t } = useTranslation('credit');
  const overview = useCreditOverview(debtorPartyId);
  const staff = useSession((state) => !state.user?.user_info.customerCode);
  const mayEdit = usePermissions((state) => Boolean(state.codes[creditCodes.edit]));
  const currency = useCallerCurrency();
  const [editing, setEditing] = useState(false);
  const money = (value: string) => moneyText(value, currency);
  const data = overview.data;

  return (
    <Card
      title={t('title')}
      size="small"
      loading={overview.isLoading}
      className="credit-card"
      extra={
        staff && mayEdit && data ? (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
        ) : null
      }
    >
      {overview.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          action={
            <Button size="small" onClick={() => void overview.refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : null}
      {data ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {data.limit ? null : <Alert type="info" showIcon title={t('notSet')} />}
          <Figures overview={data} money={money} />
          <Terms overview={data} money={money} />
        </Space>
      ) : null}
      {data && editing ? (
        <CreditDialog
          debtorPartyId={debtorPartyId}
          debtorLabel={debtorLabel}
          limit={data.limit}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </Card>
  );
}

/** What the customer has used, holds frozen on open orders, and may still use. */
function Figures({ overview, money }: { overview: CreditOverview; money: (value: string) => string }) {
  const { t } = useTranslation('credit');
  const { credit } = overview;
  return (
    <Row gutter={[16, 8]}>
      <Col xs={12} sm={8}>
        <Statistic title={t('used')} value={money(credit.used)} />
      </Col>
      <Col xs={12} sm={8}>
        <Statistic title={t('frozen')} value={money(credit.frozen)} />
      </Col>
      <Col xs={24} sm={8}>
        <Statistic
          title={t('available')}
          value={credit.unlimited ? t('unlimitedValue') : money(credit.available)}
          valueStyle={{ color: credit.unlimited || Number(credit.available) > 0 ? '#389e0d' : '#cf1322' }}
          className="credit-available"
        />
      </Col>
    </Row>
  );
}

/** The stored terms: what an administrator set. */
function Terms({ overview, money }: { overview: CreditOverview; money: (value: string) => string }) {
  const { t } = useTranslation('credit');
  const { limit, credit } = overview;
  const stored = Number(limit?.tempLimit ?? 0) > 0;
  // The live figure counts a temporary limit only up to its last day: a stored one that no longer counts has ended.
  const ended = stored && Number(credit.tempLimit) === 0;
  const tempText = !limit || !stored ? money('0') : money(limit.tempLimit);
  const until = limit?.tempValidTo ? t('until', { date: limit.tempValidTo }) : stored ? t('noEndDate') : null;
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'creditLimit', label: t('creditLimit'), children: money(limit?.creditLimit ?? '0') },
        {
          key: 'tempLimit',
          label: t('tempLimit'),
          children: (
            <Space size={4} wrap>
              <span>{tempText}</span>
              {until ? <span>{until}</span> : null}
              {ended ? <Tag color="default">{t('ended')}</Tag> : null}
            </Space>
          ),
        },
        {
          key: 'termDays',
          label: t('termDays'),
          children: t('days', { count: limit?.termDays ?? credit.termDays }),
        },
        {
          key: 'unlimited',
          label: t('unlimited'),
          children: credit.unlimited ? <Tag color="green">{t('yes')}</Tag> : <Tag>{t('no')}</Tag>,
        },
        { key: 'remark', label: t('remark'), children: limit?.remark || '—', span: { xs: 1, sm: 1, md: 2 } },
      ]}
    />
  );
}

type Values = {
  creditLimit?: string | null;
  tempLimit?: string | null;
  tempValidTo?: Dayjs | null;
  termDays?: number | null;
  unlimited: boolean;
  remark?: string;
};

type DialogProps = {
  debtorPartyId: string;
  debtorLabel: string;
  limit: CreditLimit | null;
  onClose: () => void;
};

/**
 * Sets the limit. It saves with the version it was opened on: when someone saved in between, the
 * server refuses (409, its message shown), the card reloads and this dialog saves on the new version
 * only when asked again.
 */
function CreditDialog({ debtorPartyId, debtorLabel, limit, onClose }: DialogProps) {
  const { t } = useTranslation('credit');
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [version, setVersion] = useState(limit?.version);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const unlimited = Form.useWatch('unlimited', form);

  const amountRule = (required: boolean) => ({
    validator: (_: unknown, value: unknown) => {
      const text = value === null || value === undefined ? '' : String(value).trim();
      if (!text) return required ? Promise.reject(new Error(t('required'))) : Promise.resolve();
      return AMOUNT.test(text) ? Promise.resolve() : Promise.reject(new Error(t('amountInvalid')));
    },
  });

  async function submit(values: Values) {
    const body: CreditLimitBody = {
      debtorPartyId,
      ...(version === undefined ? {} : { version }),
      creditLimit: String(values.creditLimit ?? '').trim(),
      tempLimit: String(values.tempLimit ?? '').trim() || '0',
      tempValidTo: values.tempValidTo ? values.tempValidTo.format('YYYY-MM-DD') : null,
      termDays: values.termDays ?? 0,
      unlimited: values.unlimited,
      remark: values.remark?.trim() || null,
    };
    setSaving(true);
    try {
      await saveCreditLimit(body);
      message.success(t('saved'));
      await queryClient.invalidateQueries({ queryKey: fundKeys.all });
      onClose();
    } catch (error) {
      // The http layer has shown the server's translated reason; a stale version also reloads the card.
      if (error instanceof ApiError && error.code === 409) {
        const reloaded = await queryClient
          .fetchQuery({
            queryKey: fundKeys.credit(debtorPartyId),
            queryFn: () => creditOverview(debtorPartyId),
            staleTime: 0,
          })
          .catch(() => null);
        if (reloaded) {
          setVersion(reloaded.limit?.version);
          setStale(true);
        }
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('editTitle', { party: debtorLabel })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={560}
    >
      {stale ? <Alert type="warning" showIcon title={t('staleReloaded')} style={{ marginBottom: 16 }} /> : null}
      <Form<Values>
        form={form}
        name="credit-limit"
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{
          creditLimit: limit?.creditLimit ?? '0',
          tempLimit: limit?.tempLimit ?? '0',
          tempValidTo: limit?.tempValidTo ? dayjs(limit.tempValidTo) : null,
          termDays: limit?.termDays ?? 30,
          unlimited: limit?.unlimited ?? false,
          remark: limit?.remark ?? '',
        }}
      >
        <Form.Item name="unlimited" valuePropName="checked" extra={t('unlimitedHint')}>
          <Checkbox>{t('unlimited')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="creditLimit"
          label={t('creditLimit')}
          extra={unlimited ? undefined : t('zeroHint')}
          rules={[amountRule(true)]}
        >
          <InputNumber<string> stringMode min="0" step="100" precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item name="tempLimit" label={t('tempLimit')} rules={[amountRule(false)]}>
            <InputNumber<string> stringMode min="0" step="100" precision={2} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="tempValidTo" label={t('tempValidTo')} extra={t('tempValidToHint')}>
            <DatePicker allowClear />
          </Form.Item>
        </Space>
        <Form.Item
          name="termDays"
          label={t('termDays')}
          rules={[
            { required: true, message: t('required') },
            {
              validator: (_, value) =>
                Number.isInteger(value) && value >= 0 && value <= MAX_TERM_DAYS
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('termDaysInvalid', { max: MAX_TERM_DAYS }))),
            },
          ]}
        >
          <InputNumber min={0} max={MAX_TERM_DAYS} precision={0} suffix={t('daysUnit')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="remark" label={t('remark')} rules={[{ max: 500, message: t('remarkTooLong') }]}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('save')}
          </Button>
          <Button onClick={onClose}>{t('cancel')}</Button>
        </Space>
      </Form>
    </Modal>
  );
}
