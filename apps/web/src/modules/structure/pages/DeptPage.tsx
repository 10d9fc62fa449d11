import { roleCodes } from '@smdp/contracts/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { DEPT_API, type Dept, formValuesOf, identityOf, textOrNull, useDeptPicker } from '../api';
import { deptFields } from './DeptPage.fields';
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
    fields: deptFields(t, parents.data ?? []),
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
