import { DeleteOutlined } from '@ant-design/icons';
import { Button, InputNumber, List, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { suggestedOrder, useGoodsSearch } from './api';

export type KeptShelfLine = { goodsId: string; name: string; counted: number; target: number };

/** The shelf count: goods with what is on the shelf and what should be, and the order it suggests. */
export function ShelfCount({
  lines,
  onChange,
}: {
  lines: KeptShelfLine[];
  onChange: (lines: KeptShelfLine[]) => void;
}) {
  const { t } = useTranslation('field');
  const [keyword, setKeyword] = useState('');
  const goods = useGoodsSearch(keyword);
  const change = (index: number, patch: Partial<KeptShelfLine>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const suggested = new Map(suggestedOrder(lines).map((line) => [line.goodsId, line.qty]));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select
        aria-label={t('visit.addGoods')}
        placeholder={t('visit.addGoods')}
        style={{ width: '100%' }}
        showSearch={{ filterOption: false, onSearch: (value) => setKeyword(value.trim()) }}
        value={null}
        loading={goods.isFetching}
        options={(goods.data ?? [])
          .filter((one) => !lines.some((line) => line.goodsId === one.id))
          .map((one) => ({ value: one.id, label: `${one.sku} ${one.name}` }))}
        onChange={(id: string) => {
          const chosen = goods.data?.find((one) => one.id === id);
          if (chosen)
            onChange([...lines, { goodsId: chosen.id, name: `${chosen.sku} ${chosen.name}`, counted: 0, target: 0 }]);
        }}
      />
      <List
        size="small"
        dataSource={lines}
        rowKey="goodsId"
        renderItem={(line, index) => (
          <List.Item
            data-testid="shelf-line"
            actions={[
              <Button
                key="remove"
                type="text"
                aria-label={t('visit.remove')}
                icon={<DeleteOutlined />}
                onClick={() => onChange(lines.filter((_, at) => at !== index))}
              />,
            ]}
          >
            <Space direction="vertical" size={2} style={{ width: '100%' }}>
              <Typography.Text>{line.name}</Typography.Text>
              <Space wrap>
                <InputNumber
                  aria-label={t('visit.counted')}
                  addonBefore={t('visit.counted')}
                  min={0}
                  value={line.counted}
                  onChange={(value) => change(index, { counted: Number(value ?? 0) })}
                  style={{ width: 150 }}
                />
                <InputNumber
                  aria-label={t('visit.target')}
                  addonBefore={t('visit.target')}
                  min={0}
                  value={line.target}
                  onChange={(value) => change(index, { target: Number(value ?? 0) })}
                  style={{ width: 150 }}
                />
              </Space>
              <Typography.Text type="secondary" data-testid="suggested">
                {t('visit.suggested', { qty: suggested.get(line.goodsId) ?? 0 })}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Space>
  );
}
