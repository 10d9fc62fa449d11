import { roleCodes } from '@smdp/contracts/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import {
  DEPT_API,
  DEPT_CATEGORIES,
  type Dept,
  formValuesOf,
  identityOf,
  parentOptions,
  TOP_LEVEL,
  textOrNull,
  useDeptPicker,
} from '../api';
import { ProductLineDialog } from './ProductLineDialog';

/** Departments of the tenant as a tree; a department without a currency trades in the one above it. */
export default function DeptPage() {
  const { t } = useTranslation('structure');
  const parents = useDeptPicker();
  const [productLines, setProductLines] = useState(false);

  const config: CrudConfig<Dept> = {
    code: 'dept',
    title: t('dept.title'),
    entity: t('crud:entities.dept'),
    tree: true,
    api: {
      list: `${DEPT_API}/list`,
      detail: `${DEPT_API}/detail`,
      submit: `${DEPT_API}/submit`,
      remove: `${DEPT_API}/remove`,
    },
    onChanged: () => void parents.refetch(),
    fields: [
      {
        key: 'deptName',
        label: t('dept.deptName'),
        search: 'like',
        column: { key: true, width: 240 },
        form: { required: true, max: 50 },
      },
      { key: 'fullName', label: t('dept.fullName'), search: 'like', column: { width: 240 }, form: { max: 100 } },
      {
        key: 'parentId',
        label: t('dept.parent'),
        kind: 'tree',
        treeOptions: parentOptions(parents.data ?? [], t('topLevel')),
        column: false,
        form: { initial: TOP_LEVEL },
      },
      {
        key: 'deptCategory',
        label: t('dept.category'),
        kind: 'select',
        options: DEPT_CATEGORIES.map((value) => ({ value, label: t(`dept.categories.${value}`) })),
        column: { width: 120 },
        form: { required: true, initial: 2 },
      },
      {
        key: 'currency',
        label: t('dept.currency'),
        column: { width: 110, render: (value) => (value ? String(value) : t('dept.inherited')) },
        form: {
          max: 3,
          placeholder: t('dept.currencyHint'),
          rule: z.union([z.literal(''), z.string().regex(/^[A-Za-z]{3}$/, t('dept.currencyRule'))]).nullish(),
        },
      },
      { key: 'sort', label: t('sort'), kind: 'number', column: { width: 90 }, form: { initial: 0 } },
      { key: 'remark', label: t('remark'), kind: 'textarea', column: { hidden: true }, form: { max: 255 } },
      { key: 'createTime', label: t('createTime'), column: { hidden: true, width: 170 } },
    ],
    toolbarActions: [
      {
        key: 'productLines',
        label: t('productLines.title'),
        permission: roleCodes.grant,
        run: () => setProductLines(true),
      },
    ],
    toForm: formValuesOf,
    toBody: (values, editing) => ({
      ...values,
      ...identityOf(editing),
      fullName: textOrNull(values.fullName),
      currency: textOrNull(values.currency)?.toUpperCase() ?? null,
      remark: textOrNull(values.remark),
    }),
  };
  return (
    <>
      <CrudPage config={config} />
      {productLines ? <ProductLineDialog onClose={() => setProductLines(false)} /> : null}
    </>
  );
}
