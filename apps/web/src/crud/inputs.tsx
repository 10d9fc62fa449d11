import { DatePicker, Input, InputNumber, Select, Switch, Tag, TreeSelect } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from './money';
import { type CrudField, formOptions } from './types';

type InputProps<R> = {
  field: CrudField<R>;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
};

const SERVER_DATE = 'YYYY-MM-DD';
const SERVER_TIME = 'YYYY-MM-DD HH:mm:ss';

/** The control that edits one field, chosen by its kind; antd's Form passes value and onChange. */
export function FieldInput<R>({ field, value, onChange, disabled, id }: InputProps<R>) {
  const common = { id, disabled, 'aria-label': field.label };
  const { placeholder } = formOptions(field);
  switch (field.kind ?? 'text') {
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          rows={4}
          value={value as string}
          placeholder={placeholder}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    case 'password':
      return (
        <Input.Password
          {...common}
          value={value as string}
          autoComplete="new-password"
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    case 'number':
      return (
        <InputNumber
          {...common}
          style={{ width: '100%' }}
          value={value as number}
          onChange={(next) => onChange?.(next)}
        />
      );
    case 'select':
    case 'multiselect':
      return (
        <Select
          {...common}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          mode={field.kind === 'multiselect' ? 'multiple' : undefined}
          placeholder={placeholder}
          options={field.options}
          value={value as string}
          onChange={(next) => onChange?.(next)}
        />
      );
    case 'switch':
      return (
        <Switch id={id} disabled={disabled} aria-label={field.label} checked={Boolean(value)} onChange={onChange} />
      );
    case 'date':
    case 'datetime': {
      const format = field.kind === 'date' ? SERVER_DATE : SERVER_TIME;
      return (
        <DatePicker
          {...common}
          style={{ width: '100%' }}
          showTime={field.kind === 'datetime'}
          value={typeof value === 'string' && value ? dayjs(value, format) : null}
          onChange={(next) => onChange?.(next ? next.format(format) : null)}
        />
      );
    }
    case 'tree':
      return (
        <TreeSelect
          {...common}
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll
          treeData={field.treeOptions}
          value={value as string}
          onChange={(next) => onChange?.(next)}
        />
      );
    case 'money':
      return (
        <Input
          {...common}
          inputMode="decimal"
          value={value as string}
          placeholder={placeholder}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    default:
      return (
        <Input
          {...common}
          value={value as string}
          placeholder={placeholder}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
  }
}

/** How a value reads in the table and the view dialog: option labels, yes/no, amounts with currency, plain text. */
export function FieldDisplay<R>({
  field,
  value,
  row,
}: {
  field: CrudField<R>;
  value: unknown;
  row?: R | null;
}): ReactNode {
  const { t } = useTranslation('crud');
  if (value === undefined || value === null || value === '') return <span aria-hidden>-</span>;
  if (field.kind === 'money') return <MoneyText field={field} value={value} row={row} />;
  if (field.options) {
    const values = Array.isArray(value) ? value : [value];
    return values.map((one) => {
      const label = field.options?.find((option) => String(option.value) === String(one))?.label ?? String(one);
      return field.kind === 'multiselect' ? (
        <Tag key={String(one)}>{label}</Tag>
      ) : (
        <span key={String(one)}>{label}</span>
      );
    });
  }
  if (field.kind === 'switch') return value ? <Tag color="green">{t('yes')}</Tag> : <Tag>{t('no')}</Tag>;
  if (field.kind === 'password') return '••••••';
  if (field.kind === 'tree') return findTitle(field.treeOptions ?? [], String(value)) ?? String(value);
  return String(value);
}

function findTitle(options: NonNullable<CrudField<unknown>['treeOptions']>, value: string): string | undefined {
  for (const option of options) {
    if (option.value === value) return option.title;
    const found = option.children ? findTitle(option.children, value) : undefined;
    if (found) return found;
  }
  return undefined;
}
