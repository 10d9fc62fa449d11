import { Button, DatePicker, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SearchValues } from './query';
import type { CrudField } from './types';

type Props<R> = { fields: CrudField<R>[]; onSearch: (values: SearchValues) => void };

/** The search form of a list, from the fields marked `search` (spec §3: date ranges become _datege/_datelt). */
export function SearchBar<R>({ fields, onSearch }: Props<R>) {
  const { t } = useTranslation('crud');
  const [form] = Form.useForm<SearchValues>();
  const searchable = fields.filter((field) => field.search);
  if (!searchable.length) return null;
  return (
    <Form form={form} layout="inline" className="crud-search" onFinish={onSearch} role="search">
      {searchable.map((field) => (
        <Form.Item key={field.key} name={field.key} label={field.label}>
          {field.search === 'range' ? (
            <DatePicker.RangePicker showTime aria-label={field.label} />
          ) : field.options ? (
            <Select allowClear options={field.options} aria-label={field.label} style={{ minWidth: 140 }} />
          ) : field.kind === 'switch' ? (
            <Select
              allowClear
              aria-label={field.label}
              style={{ minWidth: 100 }}
              options={[
                { value: 1, label: t('yes') },
                { value: 0, label: t('no') },
              ]}
            />
          ) : (
            <Input allowClear aria-label={field.label} />
          )}
        </Form.Item>
      ))}
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {t('reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
