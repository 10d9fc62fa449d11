import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudRow } from '../../../crud/types';
import { settings } from '../../../lib/settings';
import { useDocTypes } from '../../workflow/api';
import { MESSAGE_RULE_API, type MessageRule, useRuleDateFields } from '../message-rule-api';
import { messageRuleFields } from './MessageRulePage.fields';

type Row = CrudRow & MessageRule;
type Texts = MessageRule['titleI18n'];

/** Flattens `{ en: 'x' }` into `{ title_en: 'x' }` for the form, one field per language. */
const flat = (prefix: string, texts: Texts) =>
  Object.fromEntries(settings.languages.map((lang) => [`${prefix}_${lang}`, texts[lang] ?? '']));
const nested = (prefix: string, values: Record<string, unknown>): Texts =>
  Object.fromEntries(
    settings.languages
      .map((lang) => [lang, String(values[`${prefix}_${lang}`] ?? '').trim()])
      .filter(([, text]) => text),
  );

/**
 * /system/message-rule (domain.md §10): which document events, or days before/after which document
 * dates, send which message to whom — the party the document concerns, who made it, or who acts on it
 * next — in the app, by SMS or both, in every language.
 */
export default function MessageRulePage() {
  const { t } = useTranslation('resource');
  // The document, state and action names of the rule's fields are the workflow's texts.
  useTranslation('workflow');
  const docTypes = useDocTypes();
  const dateFields = useRuleDateFields();
  if (!docTypes.data || !dateFields.data) return null;
  const config: CrudConfig<Row> = {
    code: 'message_rule',
    title: t('rules.title'),
    entity: t('rules.entity'),
    api: {
      list: `${MESSAGE_RULE_API}/list`,
      detail: `${MESSAGE_RULE_API}/detail`,
      submit: `${MESSAGE_RULE_API}/submit`,
      remove: `${MESSAGE_RULE_API}/remove`,
    },
    fields: messageRuleFields(t, docTypes.data, dateFields.data),
    toForm: (row) => ({ ...row, ...flat('title', row.titleI18n), ...flat('content', row.contentI18n) }),
    toBody: (values, editing) => ({
      id: editing?.id,
      version: editing?.version,
      name: values.name,
      docType: values.docType,
      ...(values.trigger === 'DATE'
        ? {
            trigger: 'DATE',
            dateField: values.dateField,
            dateDays: values.dateDays,
            dateDirection: values.dateDirection,
          }
        : { trigger: 'EVENT', action: values.action, toState: values.toState || null }),
      recipient: values.recipient,
      category: values.category,
      channel: values.channel,
      enabled: Boolean(values.enabled),
      titleI18n: nested('title', values),
      contentI18n: nested('content', values),
    }),
    dialogWidth: 880,
  };
  return (
    <>
      <Alert type="info" showIcon title={t('rules.help')} style={{ marginBottom: 12 }} />
      <CrudPage config={config} />
    </>
  );
}
