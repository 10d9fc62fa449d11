import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchValues } from './query';
import type { CrudField } from './types';

type Props<R> = {
  fields: CrudField<R>[];
  onSearch: (values: SearchValues) => void;
  /** What the form shows when it mounts: the search a link opened the list with. */
  initialValues?: SearchValues;
  /** On a phone only the first filter shows until the user asks for more. */
  narrow?: boolean;
};

/** The search form of a list, from the fields marked `search` (spec §3: date ranges become _datege/_datelt). */
export function SearchBar<R>({ fields, onSearch, initialValues, narrow = false }: Props<R>) {
  const { t } = useTranslation('crud');
  const [form] = Form.useForm<SearchValues>();
  const [unfolded, setUnfolded] = useState(false);
  const searchable = fields.filter((field) => field.search);
  if (!searchable.length) return null;
  const folding = narrow && searchable.length > 1;
  const [first] = searchable;
  return (
    <Form
      form={form}
      layout="inline"
      className="crud-search"
      onFinish={onSearch}
      role="search"
      initialValues={initialValues}
    >
      {searchable.map((field) => (
        // Folded filters stay mounted (hidden) so what was typed in them still counts.
        <Form.Item
          key={field.key}
          name={field.key}
          label={field.label}
          className="crud-search-field"
          hidden={folding && !unfolded && field !== first}
        >
          <SearchInput field={field} />
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
      {folding ? (
        <Form.Item>
          <Button
            type="link"
            aria-expanded={unfolded}
            icon={unfolded ? <UpOutlined /> : <DownOutlined />}
            iconPlacement="end"
            onClick={() => setUnfolded((open) => !open)}
          >
            {unfolded ? t('fewerFilters') : t('moreFilters', { count: searchable.length - 1 })}
          </Button>
        </Form.Item>
      ) : null}
    </Form>
  );
}

/** The filter control of a field; antd's Form.Item passes `id`, `value` and `onChange` through `control`. */
function SearchInput<R>({ field, ...passed }: { field: CrudField<R> }) {
  const { t } = useTranslation('crud');
  const control: object = passed;
  if (field.search === 'range') return <DatePicker.RangePicker showTime aria-label={field.label} {...control} />;
  if (field.options)
    return (
      <Select allowClear options={field.options} aria-label={field.label} style={{ minWidth: 140 }} {...control} />
    );
  if (field.kind === 'switch')
    return (
      <Select
        allowClear
        aria-label={field.label}
        style={{ minWidth: 100 }}
        options={[
          { value: 1, label: t('yes') },
          { value: 0, label: t('no') },
        ]}
        {...control}
      />
    );
  return <Input allowClear aria-label={field.label} {...control} />;
}
