import { priceListCodes } from '@smdp/contracts/catalog';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { PRICE_LIST_API, type PriceList, type PriceListDetail } from '../api';
import { formValues, itemInput } from '../forms';
import { PriceCheckDialog } from './PriceCheckDialog';
import { PriceItemsDialog } from './PriceItemsDialog';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Price lists (domain.md §3): per owner party, with validity dates; rows in their own dialog. */
export default function PriceListPage() {
  const { t } = useTranslation('catalog');
  const [itemsOf, setItemsOf] = useState<{ list: PriceList; refresh: () => void } | null>(null);
  const [checking, setChecking] = useState(false);
  const dateRule = z.string().regex(DATE, t('priceList.dateRule'));

  const config: CrudConfig<PriceList> = {
    code: 'price_list',
    title: t('priceList.title'),
    entity: t('crud:entities.price_list'),
    api: {
      list: `${PRICE_LIST_API}/list`,
      detail: `${PRICE_LIST_API}/detail`,
      submit: `${PRICE_LIST_API}/submit`,
      remove: `${PRICE_LIST_API}/remove`,
    },
    dialogWidth: 760,
    fields: [
      {
        key: 'code',
        label: t('priceList.code'),
        search: 'like',
        column: { key: true, sorter: true, width: 140 },
        form: { required: true, max: 32 },
      },
      {
        key: 'name',
        label: t('priceList.name'),
        search: 'like',
        column: { key: true, width: 220 },
        form: { required: true, max: 100 },
      },
      { key: 'ownerName', label: t('priceList.owner'), search: 'like', column: { width: 180 } },
      {
        key: 'currency',
        label: t('priceList.currency'),
        column: { width: 90 },
        form: { initial: 'CNY', rule: z.string().regex(/^[A-Z]{3}$/, t('priceList.currencyRule')) },
      },
      {
        key: 'validFrom',
        label: t('priceList.validFrom'),
        column: { width: 120 },
        form: { rule: dateRule, placeholder: 'yyyy-MM-dd' },
      },
      {
        key: 'validTo',
        label: t('priceList.validTo'),
        column: { width: 120 },
        form: { rule: dateRule, placeholder: 'yyyy-MM-dd' },
      },
      {
        key: 'isDefault',
        label: t('priceList.isDefault'),
        kind: 'switch',
        column: { width: 90 },
        form: { initial: false },
      },
      {
        key: 'state',
        label: t('priceList.state'),
        kind: 'select',
        options: [
          { value: 'ACTIVE', label: t('priceList.states.ACTIVE') },
          { value: 'INACTIVE', label: t('priceList.states.INACTIVE') },
        ],
        search: 'equal',
        column: {
          width: 100,
          render: (value) => (
            <Tag color={value === 'ACTIVE' ? 'green' : 'default'}>{t(`priceList.states.${String(value)}`)}</Tag>
          ),
        },
        form: { initial: 'ACTIVE' },
      },
      { key: 'itemCount', label: t('priceList.itemCount'), column: { width: 90 } },
      { key: 'remark', label: t('priceList.remark'), kind: 'textarea', column: { hidden: true }, form: { max: 500 } },
    ],
    toForm: formValues,
    toBody: (values, editing) => ({
      ...values,
      validFrom: values.validFrom || null,
      validTo: values.validTo || null,
      // The header form leaves the rows as they are: the rows dialog changes them.
      items: ((editing as PriceListDetail | null)?.items ?? []).map(itemInput),
      ...(editing ? { id: editing.id, version: editing.version } : {}),
    }),
    rowActions: [
      {
        key: 'items',
        label: t('priceList.items'),
        permission: priceListCodes.edit,
        run: (list, context) => setItemsOf({ list, refresh: context.refresh }),
      },
    ],
    toolbarActions: [
      { key: 'check', label: t('check.title'), permission: priceListCodes.view, run: () => setChecking(true) },
    ],
  };

  return (
    <>
      <CrudPage config={config} />
      <PriceCheckDialog open={checking} onClose={() => setChecking(false)} />
      <PriceItemsDialog
        list={itemsOf?.list ?? null}
        onClose={() => setItemsOf(null)}
        onSaved={() => {
          itemsOf?.refresh();
          setItemsOf(null);
        }}
      />
    </>
  );
}
