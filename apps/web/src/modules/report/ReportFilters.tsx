import { Button, DatePicker, Flex, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterValues } from './api';
import type { ReportFilter } from './definition';

type FormValues = Record<string, string | [Dayjs | null, Dayjs | null] | null | undefined>;

const DAY = 'YYYY-MM-DD';

/** The form's values from filter values: a period's two keys become one range. */
function formOf(filters: ReportFilter[], values: FilterValues): FormValues {
  return Object.fromEntries(
    filters.map((filter) => {
      if (filter.kind === 'select') return [filter.key, values[filter.key]];
      const from = values[`${filter.key}_datege`];
      const to = values[`${filter.key}_datelt`];
      // The end is exclusive on the wire and inclusive on screen.
      return [filter.key, from || to ? [from ? dayjs(from) : null, to ? dayjs(to).subtract(1, 'day') : null] : null];
    }),
  );
}

/** Filter values from the form: empty ones left out, a range as `_datege` and the day after as `_datelt`. */
function valuesOf(filters: ReportFilter[], form: FormValues): FilterValues {
  const values: FilterValues = {};
  for (const filter of filters) {
    const value = form[filter.key];
    if (filter.kind === 'select') {
      if (typeof value === 'string' && value) values[filter.key] = value;
    } else if (Array.isArray(value)) {
      const [from, to] = value;
      if (from) values[`${filter.key}_datege`] = from.format(DAY);
      if (to) values[`${filter.key}_datelt`] = to.add(1, 'day').format(DAY);
    }
  }
  return values;
}

/** A report's filters; Run applies them, Reset goes back to the report's defaults. */
export function ReportFilters({
  filters,
  values,
  defaults,
  onApply,
}: {
  filters: ReportFilter[];
  values: FilterValues;
  defaults: FilterValues;
  onApply: (values: FilterValues) => void;
}) {
  const { t } = useTranslation('report');
  const [form] = Form.useForm<FormValues>();
  useEffect(() => form.setFieldsValue(formOf(filters, values)), [form, filters, values]);
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(form: FormValues) => onApply(valuesOf(filters, form))}
      style={{ rowGap: 8 }}
    >
      {filters.map((filter) => (
        <Form.Item key={filter.key} name={filter.key} label={filter.label}>
          {filter.kind === 'select' ? (
            <Select
              aria-label={filter.label}
              allowClear={!filter.required}
              options={filter.options}
              placeholder={t('filter.any')}
              style={{ minWidth: 150 }}
            />
          ) : (
            <DatePicker.RangePicker aria-label={filter.label} allowEmpty={[true, true]} />
          )}
        </Form.Item>
      ))}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit">
          {t('run')}
        </Button>
        <Button onClick={() => onApply(defaults)}>{t('reset')}</Button>
      </Flex>
    </Form>
  );
}
