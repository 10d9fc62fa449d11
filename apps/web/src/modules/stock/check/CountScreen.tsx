import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, InputNumber, message, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Check, checkKeys, lineOfCode, moveCheck, saveCounts } from '../check-api';

type Counted = Record<string, string | undefined>;

/**
 * Counting a task on a phone: a scan field (a hand scanner types the code and Enter) jumps to the
 * line of that barcode or SKU; each line takes its counted quantity. Book quantities show only when
 * the server sends them (never in a blind count).
 */
export function CountScreen({ check, onBack }: { check: Check; onBack: () => void }) {
  const { t } = useTranslation('stockCheck');
  const client = useQueryClient();
  const [counted, setCounted] = useState<Counted>(() =>
    Object.fromEntries(check.lines.map((line) => [line.id, line.countedQty ?? undefined])),
  );
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const inputs = useRef(new Map<string, HTMLInputElement | null>());
  const counting = check.state === 'IN_PROGRESS';

  function jump() {
    const line = lineOfCode(check.lines, code);
    setCode('');
    if (!line) {
      message.warning(t('codeUnknown', { code }));
      return;
    }
    const input = inputs.current.get(line.id);
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
    input?.select();
  }

  async function save(submit: boolean) {
    setBusy(true);
    try {
      const saved = await saveCounts({
        id: check.id,
        version: check.version,
        lines: check.lines.map((line) => ({ id: line.id, countedQty: counted[line.id] ?? null })),
      });
      if (submit) await moveCheck('submit', saved);
      message.success(submit ? t('submitted') : t('saved'));
      await client.invalidateQueries({ queryKey: checkKeys.all });
      if (submit) onBack();
    } catch {
      // The http layer shows the server's translated refusal; the count stays as it was.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Button onClick={onBack}>{t('back')}</Button>
        <Typography.Text strong>{check.taskNo}</Typography.Text>
        <Typography.Text type="secondary">{`${check.warehouseCode} ${check.warehouseName}`}</Typography.Text>
        {check.blind ? <Tag>{t('blind')}</Tag> : null}
      </Space>
      {counting ? (
        <Input
          aria-label={t('scan')}
          placeholder={t('scanHint')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onPressEnter={jump}
          autoFocus
        />
      ) : null}
      {check.lines.map((line) => (
        <Card key={line.id} size="small" data-testid={`count-line-${line.sku}`}>
          <Space orientation="vertical" style={{ width: '100%' }} size={4}>
            <Typography.Text strong>{`${line.sku} ${line.goodsName}`}</Typography.Text>
            <Space wrap size={8}>
              {line.batchNo ? (
                <Typography.Text type="secondary">{`${t('batchNo')}: ${line.batchNo}`}</Typography.Text>
              ) : null}
              {line.bookQty !== null ? (
                <Typography.Text type="secondary">{`${t('bookQty')}: ${line.bookQty}`}</Typography.Text>
              ) : null}
              <Typography.Text type="secondary">{line.unit}</Typography.Text>
            </Space>
            <InputNumber<string>
              ref={(input) => {
                inputs.current.set(line.id, input);
              }}
              aria-label={`${t('countedQty')} ${line.sku}`}
              style={{ width: '100%' }}
              stringMode
              min="0"
              precision={3}
              disabled={!counting}
              value={counted[line.id]}
              onChange={(qty) => setCounted((current) => ({ ...current, [line.id]: qty ?? undefined }))}
            />
          </Space>
        </Card>
      ))}
      {counting ? (
        <Space wrap>
          <Button loading={busy} onClick={() => void save(false)}>
            {t('saveCount')}
          </Button>
          <Button type="primary" loading={busy} onClick={() => void save(true)}>
            {t('actions.submit')}
          </Button>
        </Space>
      ) : null}
    </Space>
  );
}
