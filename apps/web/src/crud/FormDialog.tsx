import { Descriptions, Form, Modal, message } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { post } from '../lib/http';
import { DependentFieldInput } from './dependent';
import { FieldDisplay, FieldInput } from './inputs';
import { type CrudConfig, type CrudField, type CrudRow, formOptions } from './types';
import { fieldSchema, zodRule } from './validation';

export type DialogState<R> = { mode: 'add' | 'edit' | 'view'; row: R | null } | null;

type Props<R extends CrudRow> = {
  config: CrudConfig<R>;
  state: DialogState<R>;
  onClose: () => void;
  onSaved: () => void;
};

const isFormField = <R,>(field: CrudField<R>, mode: 'add' | 'edit') =>
  field.form !== undefined && field.form !== false && !(mode === 'edit' && field.form.createOnly);

/**
 * Add, edit and view of one record. On a failed save the dialog stays open with what was typed
 * (spec §8: done is not called); on success it closes with the spec's toast.
 */
export function FormDialog<R extends CrudRow>({ config, state, onClose, onSaved }: Props<R>) {
  const { t } = useTranslation('crud');
  const [form] = Form.useForm<Record<string, unknown>>();
  const [saving, setSaving] = useState(false);
  const mode = state?.mode ?? 'add';
  const row = state?.row ?? null;

  // Filled in when the dialog opens (a new `state`), not when the page builds its config again: pickers
  // that answer while the dialog is open must not wipe what was typed.
  const configRef = useRef(config);
  configRef.current = config;
  useEffect(() => {
    const config = configRef.current;
    if (!state || state.mode === 'view') return;
    form.resetFields();
    if (state.row)
      form.setFieldsValue(config.toForm ? config.toForm(state.row) : (state.row as Record<string, unknown>));
    else {
      const initial: Record<string, unknown> = {};
      for (const field of config.fields)
        if (field.form && field.form.initial !== undefined) initial[field.key] = field.form.initial;
      form.setFieldsValue(initial);
    }
  }, [state, form]);

  async function save() {
    const values = await form.validateFields();
    const editing = mode === 'edit' ? row : null;
    const body = config.toBody
      ? config.toBody(values, editing)
      : { ...values, ...(editing ? { id: editing.id, version: editing.version } : {}) };
    setSaving(true);
    try {
      await post((editing && config.api.update) || (config.api.submit as string), body);
      message.success(t(editing ? 'updated' : 'added'));
      onSaved();
    } finally {
      setSaving(false);
    }
  }

  const title = t(mode === 'add' ? 'addTitle' : mode === 'edit' ? 'editTitle' : 'viewTitle', { entity: config.entity });
  const width = config.dialogWidth ?? 640;

  if (mode === 'view') {
    // What the form would show (e.g. per-language names spread into their own fields), over the record.
    const shown: Record<string, unknown> | null =
      row && config.toForm ? { ...(row as Record<string, unknown>), ...config.toForm(row) } : row;
    return (
      <Modal open={Boolean(state)} title={title} width={width} onCancel={onClose} footer={null} destroyOnHidden>
        <Descriptions
          column={1}
          bordered
          size="small"
          items={config.fields
            .filter((field) => field.kind !== 'password')
            .map((field) => ({
              key: field.key,
              label: field.label,
              children: (
                <FieldDisplay
                  field={field}
                  value={(field.dependentOptions ? (row as Record<string, unknown> | null) : shown)?.[field.key]}
                  row={row}
                />
              ),
            }))}
        />
      </Modal>
    );
  }

  return (
    <Modal
      open={Boolean(state)}
      title={title}
      width={width}
      onCancel={onClose}
      onOk={() => void save().catch(() => undefined)}
      okText={t('save')}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        className={width > 720 ? 'crud-form crud-form-wide' : 'crud-form'}
        onValuesChange={(changed: Record<string, unknown>) => {
          // A choice that followed the changed field no longer fits it.
          for (const field of config.fields)
            if (field.dependentOptions && field.dependentOptions.on in changed)
              form.setFieldValue(field.key, undefined);
        }}
      >
        {config.fields
          .filter((field) => isFormField(field, mode === 'add' ? 'add' : 'edit'))
          .map((field) => {
            const item = (
              <Form.Item
                key={field.key}
                name={field.key}
                label={field.label}
                required={Boolean(formOptions(field).required)}
                rules={[zodRule(fieldSchema(field, t))]}
                valuePropName={field.kind === 'switch' ? 'value' : undefined}
              >
                {field.dependentOptions ? (
                  <DependentFieldInput
                    page={config.code}
                    field={field}
                    disabled={mode === 'edit' && Boolean(formOptions(field).lockedOnEdit)}
                  />
                ) : (
                  <FieldInput field={field} disabled={mode === 'edit' && Boolean(formOptions(field).lockedOnEdit)} />
                )}
              </Form.Item>
            );
            const when = formOptions(field).when;
            if (!when) return item;
            // Unmounted while it does not apply, so its rules do not block saving.
            return (
              <Form.Item key={field.key} noStyle dependencies={[when.field]}>
                {() => (when.is.includes(form.getFieldValue(when.field)) ? item : null)}
              </Form.Item>
            );
          })}
      </Form>
    </Modal>
  );
}
