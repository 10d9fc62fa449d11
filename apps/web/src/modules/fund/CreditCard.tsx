import { EditOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Row, Space, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText, useCallerCurrency } from '../../crud/money';
import { usePermissions, useSession } from '../../lib/session';
import {
  type CreditOverview,
  creditCodes,
  creditOverview,
  fundKeys,
  saveCreditLimit,
  useCreditOverview,
  usePendingCreditChange,
} from './api';
import { CreditLimitDialog } from './CreditLimitDialog';

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
  const pending = usePendingCreditChange(debtorPartyId, staff && mayEdit).data;
  const currency = useCallerCurrency();
  const queryClient = useQueryClient();
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
        staff && mayEdit && data && !pending ? (
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
          {pending ? (
            <Alert
              type="warning"
              showIcon
              title={t('changes.waiting', {
                limit: pending.proposed.unlimited ? t('unlimitedValue') : money(pending.proposed.creditLimit),
                who: pending.requestedBy,
              })}
            />
          ) : null}
          <Figures overview={data} money={money} />
          <Terms overview={data} money={money} />
        </Space>
      ) : null}
      {data && editing ? (
        <CreditLimitDialog
          title={t('editTitle', { party: debtorLabel })}
          debtorPartyId={debtorPartyId}
          limit={data.limit}
          save={saveCreditLimit}
          reload={async () =>
            (
              await queryClient.fetchQuery({
                queryKey: fundKeys.credit(debtorPartyId),
                queryFn: () => creditOverview(debtorPartyId),
                staleTime: 0,
              })
            ).limit
          }
          onSaved={() => queryClient.invalidateQueries({ queryKey: fundKeys.all })}
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
