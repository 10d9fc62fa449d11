import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { CrudField, CrudRow } from '../../../crud/types';
import { settings } from '../../../lib/settings';
import type { WorkflowDocType } from '../../workflow/api';
import { docMoveFields } from '../../workflow/doc-move-fields';
import {
  DATE_DIRECTIONS,
  MESSAGE_CATEGORIES,
  MESSAGE_CHANNELS,
  MESSAGE_RECIPIENTS,
  MESSAGE_RULE_LIMITS,
  MESSAGE_TRIGGERS,
  type MessageRule,
  type MessageRuleDateField,
} from '../message-rule-api';

type Row = CrudRow & MessageRule;

const ON_EVENT = { field: 'trigger', is: ['EVENT'] } as const;
const ON_DATE = { field: 'trigger', is: ['DATE'] } as const;

/**
 * The document types a rule may name: those with a machine (events) and those with a registered date
 * field (a notice has no machine but an expiry).
 */
export function ruleDocTypes(docTypes: WorkflowDocType[], dateFields: MessageRuleDateField[]): WorkflowDocType[] {
  const known = new Set(docTypes.map((type) => type.docType));
  const dated = [...new Set(dateFields.map((field) => field.docType))].filter((docType) => !known.has(docType));
  return [...docTypes, ...dated.map((docType) => ({ docType, states: [], actions: [] }))];
}

/** A rule's moment as the list shows it: the action, or "3 days before Due date". */
function whenLabel(t: TFunction<'resource'>, row: Row, actionLabel: (action: string) => string): string {
  if (row.trigger === 'EVENT') return row.action ? actionLabel(row.action) : '';
  return t('rules.dateWhen', {
    days: row.dateDays ?? 0,
    direction: t(`rules.directions.${row.dateDirection ?? 'BEFORE'}`),
    field: t(`rules.dateFields.${row.dateField ?? ''}`, { defaultValue: row.dateField ?? '' }),
  });
}

/**
 * The rules list's columns and its dialog's fields: the trigger (an event, or days before/after a date
 * field), the recipient and channel, and the words in each language.
 */
export function messageRuleFields(
  t: TFunction<'resource'>,
  docTypes: WorkflowDocType[],
  dateFields: MessageRuleDateField[],
): CrudField<Row>[] {
  const words = (prefix: 'title' | 'content'): CrudField<Row>[] =>
    settings.languages.map((lang) => ({
      key: `${prefix}_${lang}`,
      label: `${t(`rules.${prefix}Text`)} (${lang})`,
      kind: prefix === 'content' ? 'textarea' : 'text',
      column: false,
      form: { max: prefix === 'title' ? 200 : 1000 },
    }));
  const [docType, toState, action] = docMoveFields<Row>(
    t,
    ruleDocTypes(docTypes, dateFields),
    {
      docType: t('rules.docType'),
      action: t('rules.action'),
      state: t('rules.toState'),
      anyState: t('rules.anyState'),
    },
    'toState',
  );
  if (!docType || !toState || !action) throw new Error('docMoveFields names the type, the state and the action');
  const actionLabel = (value: string) => t(`workflow:actions.${value}`, { defaultValue: value });
  const stateColumn = toState.column || {};
  return [
    { key: 'name', label: t('rules.name'), column: { key: true, width: 200 }, form: { required: true, max: 100 } },
    docType,
    {
      key: 'trigger',
      label: t('rules.trigger'),
      kind: 'select',
      options: MESSAGE_TRIGGERS.map((trigger) => ({ value: trigger, label: t(`rules.triggers.${trigger}`) })),
      column: false,
      form: { required: true, initial: 'EVENT' },
    },
    {
      ...action,
      label: t('rules.when'),
      column: { width: 200, render: (_, row) => whenLabel(t, row, actionLabel) },
      form: { ...(action.form || {}), when: ON_EVENT },
    },
    {
      ...toState,
      column: {
        ...stateColumn,
        render: (value, row) => (row.trigger === 'DATE' ? '' : stateColumn.render?.(value, row)),
      },
      form: { ...(toState.form || {}), when: ON_EVENT },
    },
    {
      key: 'dateField',
      label: t('rules.dateField'),
      kind: 'select',
      dependentOptions: {
        on: 'docType',
        load: async (chosen) =>
          dateFields
            .filter((field) => field.docType === chosen)
            .map((field) => ({
              value: field.field,
              label: t(`rules.dateFields.${field.field}`, { defaultValue: field.field }),
            })),
      },
      column: false,
      form: { required: true, when: ON_DATE },
    },
    {
      key: 'dateDays',
      label: t('rules.dateDays'),
      kind: 'number',
      column: false,
      form: {
        required: true,
        initial: 3,
        when: ON_DATE,
        rule: z
          .number()
          .int(t('rules.daysInvalid', { max: MESSAGE_RULE_LIMITS.days }))
          .min(0, t('rules.daysInvalid', { max: MESSAGE_RULE_LIMITS.days }))
          .max(MESSAGE_RULE_LIMITS.days, t('rules.daysInvalid', { max: MESSAGE_RULE_LIMITS.days })),
      },
    },
    {
      key: 'dateDirection',
      label: t('rules.dateDirection'),
      kind: 'select',
      options: DATE_DIRECTIONS.map((direction) => ({ value: direction, label: t(`rules.directions.${direction}`) })),
      column: false,
      form: { required: true, initial: 'BEFORE', when: ON_DATE },
    },
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
      key: 'channel',
      label: t('rules.channel'),
      kind: 'select',
      options: MESSAGE_CHANNELS.map((channel) => ({ value: channel, label: t(`rules.channels.${channel}`) })),
      column: {
        width: 150,
        render: (_, row) => t(`rules.channels.${row.channel}`),
      },
      form: { required: true, initial: 'IN_APP' },
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
