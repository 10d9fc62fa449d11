import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { CrudField, CrudRow } from '../../../crud/types';
import { settings } from '../../../lib/settings';
import type { WorkflowDocType } from '../../workflow/api';
import { docMoveFields } from '../../workflow/doc-move-fields';
import { MESSAGE_CATEGORIES, MESSAGE_RECIPIENTS, type MessageRule } from '../message-rule-api';

type Row = CrudRow & MessageRule;

/** The rules list's columns and its dialog's fields: the event, the recipient, and the words in each language. */
export function messageRuleFields(t: TFunction<'resource'>, docTypes: WorkflowDocType[]): CrudField<Row>[] {
  const words = (prefix: 'title' | 'content'): CrudField<Row>[] =>
    settings.languages.map((lang) => ({
      key: `${prefix}_${lang}`,
      label: `${t(`rules.${prefix}Text`)} (${lang})`,
      kind: prefix === 'content' ? 'textarea' : 'text',
      column: false,
      form: { max: prefix === 'title' ? 200 : 1000 },
    }));
  return [
    { key: 'name', label: t('rules.name'), column: { key: true, width: 200 }, form: { required: true, max: 100 } },
    ...docMoveFields<Row>(
      t,
      docTypes,
      {
        docType: t('rules.docType'),
        action: t('rules.action'),
        state: t('rules.toState'),
        anyState: t('rules.anyState'),
      },
      'toState',
    ),
    {
      key: 'recipient',
      label: t('rules.recipient'),
      kind: 'select',
      options: MESSAGE_RECIPIENTS.map((recipient) => ({ value: recipient, label: t(`rules.recipients.${recipient}`) })),
      column: { width: 180 },
      form: { required: true, initial: 'SUBJECT' },
    },
    {
      key: 'category',
      label: t('rules.category'),
      kind: 'select',
      options: MESSAGE_CATEGORIES.map((category) => ({ value: category, label: category })),
      column: { width: 120 },
      form: { required: true, initial: 'SYSTEM' },
    },
    {
      key: 'enabled',
      label: t('rules.enabled'),
      kind: 'switch',
      column: {
        width: 100,
        render: (_, row) => (row.enabled ? <Tag color="green">{t('rules.on')}</Tag> : <Tag>{t('rules.off')}</Tag>),
      },
      form: { initial: true },
    },
    ...words('title'),
    ...words('content'),
    { key: 'updateTime', label: t('rules.updateTime'), column: { width: 170 }, form: false },
  ];
}
