import { useQueryClient } from '@tanstack/react-query';
import { Card, Col, Modal, Row, Statistic } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentDialog } from '../../../../components/document/DocumentDetail';
import {
  type DocumentListSpec,
  documentListConfig,
  stateField,
  useDocumentList,
} from '../../../../components/document/DocumentListPage';
import { CrudPage } from '../../../../crud/CrudPage';
import type { CrudRow } from '../../../../crud/types';
import { formatMoney } from '../../../../lib/money';
import {
  RECONCILIATION_API,
  RECONCILIATION_BOARD,
  RECONCILIATION_MENU,
  RECONCILIATION_STATES,
  type Reconciliation,
  reconciliationCodes,
  reconciliationKeys,
  useBoard,
  useReconciliation,
} from '../api';
import { NewStatementForm } from '../NewStatementForm';
import { RECONCILIATION_STATE_COLORS, ReconciliationView } from '../ReconciliationView';

type StatementRow = CrudRow & Reconciliation;
type Square = (typeof RECONCILIATION_BOARD)[number];

/**
 * /finance/reconciliation: the board (draft, issued, confirmed, disputed, overdue; a square filters the
 * list), the statements the caller sees, a new statement for the creditor side, and a row opening one.
 */
export default function ReconciliationPage() {
  const { t } = useTranslation('reconciliation');
  const client = useQueryClient();
  const list = useDocumentList<Reconciliation>(reconciliationKeys.all);
  const { commands } = list;
  const board = useBoard();
  const [square, setSquare] = useState<Square | null>(null);

  const spec = useMemo(
    (): DocumentListSpec<StatementRow> => ({
      code: RECONCILIATION_MENU,
      title: t('title'),
      entity: t('entity'),
      api: RECONCILIATION_API,
      fields: [
        {
          key: 'statementNo',
          label: t('statementNo'),
          search: 'like',
          column: { key: true, sorter: true, width: 140 },
        },
        stateField({
          label: t('state'),
          states: RECONCILIATION_STATES,
          colors: RECONCILIATION_STATE_COLORS,
          stateLabel: (state) => t(`states.${state}`),
          width: 110,
        }),
        {
          key: 'debtorName',
          label: t('debtor'),
          search: 'like',
          column: { width: 200, render: (_, row) => `${row.debtorCode} ${row.debtorName}` },
        },
        {
          key: 'creditorName',
          label: t('creditor'),
          column: { width: 180, render: (_, row) => `${row.creditorCode} ${row.creditorName}` },
        },
        {
          key: 'periodStart',
          label: t('period'),
          column: { width: 200, sorter: true, render: (_, row) => `${row.periodStart} – ${row.periodEnd}` },
        },
        { key: 'closingBalance', label: t('closing'), column: { width: 130, render: (v) => formatMoney(v) } },
        {
          key: 'answerBy',
          label: t('answerBy'),
          column: {
            width: 120,
            render: (v, row) => (row.overdue ? `${String(v)} · ${t('overdue')}` : String(v ?? '')),
          },
        },
      ],
      canDelete: (row) => row.state === 'DRAFT',
      create: { label: t('new'), permission: reconciliationCodes.add },
      openLabel: t('open'),
    }),
    [t],
  );
  const config = useMemo(
    () => ({
      ...documentListConfig(commands, spec),
      query: { board: square ?? undefined },
      onChanged: () => void client.invalidateQueries({ queryKey: reconciliationKeys.board() }),
    }),
    [commands, spec, square, client],
  );

  return (
    <>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        {RECONCILIATION_BOARD.map((name) => (
          <Col key={name} xs={12} sm={8} md={4}>
            <Card
              size="small"
              hoverable
              aria-pressed={square === name}
              data-testid={`board-${name}`}
              onClick={() => setSquare(square === name ? null : name)}
              style={square === name ? { borderColor: '#1677ff' } : undefined}
            >
              <Statistic title={t(`board.${name}`)} value={board.data?.[name] ?? 0} />
            </Card>
          </Col>
        ))}
      </Row>
      <CrudPage config={config} />
      {list.opened ? (
        <StatementDialog key={list.opened} id={list.opened} onClose={commands.close} onChanged={commands.refresh} />
      ) : null}
      {list.editing ? (
        <Modal open width={520} footer={null} title={t('new')} onCancel={commands.stopEditing} destroyOnHidden>
          <NewStatementForm onCancel={commands.stopEditing} onSaved={commands.saved} />
        </Modal>
      ) : null}
    </>
  );
}

function StatementDialog({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('reconciliation');
  const [shown, setShown] = useState(id);
  return (
    <DocumentDialog
      query={useReconciliation(shown)}
      width={1100}
      title={(statement) => `${statement.statementNo} · ${statement.debtorCode} ${statement.debtorName}`}
      fallbackTitle={t('entity')}
      notFound={t('notFound')}
      onClose={onClose}
    >
      {(statement) => (
        <ReconciliationView
          statement={statement}
          onChanged={(next) => {
            onChanged();
            setShown(next.id);
          }}
        />
      )}
    </DocumentDialog>
  );
}
