import { Form, Modal, message } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../../crud/inputs';
import { type CrudField, formOptions } from '../../crud/types';
import { fieldSchema, zodRule } from '../../crud/validation';
import { post } from '../../lib/http';

type Props<R, Created> = {
  open: boolean;
  /** One record, in the singular ("tenant"), for the title. */
  entity: string;
  fields: CrudField<R>[];
  submit: string;
  toBody?: (values: Record<string, unknown>) => Record<string, unknown>;
  onClose: () => void;
  /** The server's answer: it carries what is shown only once. */
  onCreated: (created: Created) => void;
};

/**
 * The add dialog of records whose creation answers something to show once (a password, a secret):
 * the same fields, rules and messages as the list's own dialogs, but the answer reaches the page.
 */
export function CreateDialog<R, Created>({
  open,
  entity,
  fields,
  submit,
  toBody,
  onClose,
  onCreated,
}: Props<R, Created>) {
  const { t } = useTranslation('crud');
  const [form] = Form.useForm<Record<string, unknown>>();
  const [saving, setSaving] = useState(false);
  const formFields = fields.filter((field) => field.form);
  // Pages rebuild their field list on every render; the form is reset only when the dialog opens.
  const latestFields = useRef(formFields);
  latestFields.current = formFields;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const initial: Record<string, unknown> = {};
    for (const field of latestFields.current) {
      const value = formOptions(field).initial;
      if (value !== undefined) initial[field.key] = value;
    }
    form.setFieldsValue(initial);
  }, [open, form]);

  async function save() {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const created = await post<Created>(submit, toBody ? toBody(values) : values);
      message.success(t('added'));
      onCreated(created);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('addTitle', { entity })}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('save')}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" className="crud-form">
        {formFields.map((field) => (
          <Form.Item
            key={field.key}
            name={field.key}
            label={field.label}
            required={Boolean(formOptions(field).required)}
            rules={[zodRule(fieldSchema(field, t))]}
            valuePropName={field.kind === 'switch' ? 'value' : undefined}
          >
            <FieldInput field={field} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
