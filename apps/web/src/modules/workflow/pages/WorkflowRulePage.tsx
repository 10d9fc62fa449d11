import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudRow } from '../../../crud/types';
import { optionsOf, roleTree } from '../../user/api';
import { RULE_API, useDocTypes, type WorkflowRule } from '../api';
import { ruleFields } from './WorkflowRulePage.fields';

type Row = CrudRow & WorkflowRule;

/**
 * /system/workflow (domain.md §1 rule 9): who may take each approval of each document type. An action
 * with rules needs one naming a role the user holds (or none), whose condition holds on the document,
 * and that allows self-approval when the user made the document.
 */
export default function WorkflowRulePage() {
  const { t } = useTranslation('workflow');
  const docTypes = useDocTypes();
  const roles = useQuery({ queryKey: ['workflow', 'roles'], queryFn: roleTree });
  if (!docTypes.data || !roles.data) return null;
  const config: CrudConfig<Row> = {
    code: 'workflow_rule',
    title: t('rules.title'),
    entity: t('rules.entity'),
    api: {
      list: `${RULE_API}/list`,
      detail: `${RULE_API}/detail`,
      submit: `${RULE_API}/submit`,
      remove: `${RULE_API}/remove`,
    },
    fields: ruleFields(t, docTypes.data, optionsOf(roles.data)),
    toForm: (row) => ({ ...row, roleId: row.roleId ?? undefined }),
    toBody: (values, editing) => ({
      ...values,
      id: editing?.id,
      version: editing?.version,
      roleId: values.roleId || null,
      condition: values.condition || null,
      dueHours: values.dueHours || null,
      allowSelfApproval: Boolean(values.allowSelfApproval),
      direct: Boolean(values.direct),
    }),
    dialogWidth: 760,
  };
  return (
    <>
      <Alert type="info" showIcon title={t('rules.help')} style={{ marginBottom: 12 }} />
      <CrudPage config={config} />
    </>
  );
}
