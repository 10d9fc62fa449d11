import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { CrudField, CrudRow, Option } from '../../../crud/types';
import type { WorkflowDocType, WorkflowRule } from '../api';
import { docMoveFields } from '../doc-move-fields';

type Row = CrudRow & WorkflowRule;

/** The rules list's columns and its dialog's fields: the move, who may take it, and on what condition. */
export function ruleFields(t: TFunction<'workflow'>, docTypes: WorkflowDocType[], roles: Option[]): CrudField<Row>[] {
  const stateLabel = (state: string) => t(`states.${state}`, { defaultValue: state });
  return [
    ...docMoveFields<Row>(
      t,
      docTypes,
      { docType: t('rules.docType'), action: t('rules.action'), state: t('rules.fromState') },
      'fromState',
    ),
    {
      key: 'toState',
      label: t('rules.toState'),
      column: { width: 150, render: (_, row) => stateLabel(row.toState) },
      form: false,
    },
    {
      key: 'roleId',
      label: t('rules.role'),
      kind: 'select',
      options: roles,
      column: { width: 170, render: (_, row) => row.roleName ?? <Tag>{t('rules.anyRole')}</Tag> },
      form: { placeholder: t('rules.anyRole') },
    },
    {
      key: 'allowSelfApproval',
      label: t('rules.allowSelfApproval'),
      kind: 'switch',
      column: { width: 130, render: (_, row) => (row.allowSelfApproval ? t('rules.yes') : t('rules.no')) },
      form: { initial: false },
    },
    {
      key: 'direct',
      label: t('rules.direct'),
      kind: 'switch',
      column: { width: 110, render: (_, row) => (row.direct ? t('rules.yes') : t('rules.no')) },
      form: { initial: false },
    },
    {
      key: 'condition',
      label: t('rules.condition'),
      column: { width: 220 },
      form: { max: 500, placeholder: "totalAmount >= 10000 and channel = 'PRIMARY'" },
    },
    { key: 'dueHours', label: t('rules.dueHours'), kind: 'number', column: { width: 110 }, form: {} },
    { key: 'remark', label: t('rules.remark'), kind: 'textarea', column: { hidden: true }, form: { max: 255 } },
    { key: 'updateTime', label: t('rules.updateTime'), column: { width: 170 }, form: false },
  ];
}
