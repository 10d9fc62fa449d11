import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DocumentListCommands,
  DocumentListPage,
  type DocumentListSpec,
  stateField,
  useDocumentList,
} from '../../../components/document/DocumentListPage';
import type { CrudField, CrudRow } from '../../../crud/types';
import { stockKeys, useWarehouseChoices } from '../api';

type WarehouseOption = { value: string; label: string };

type Props<Doc extends { id: string; state: State }, State extends string> = {
  /** The document's i18n namespace: `title`, `entity`, `no`, `state`, `states.*`, `created`, `new`, `open`. */
  namespace: string;
  menu: string;
  api: string;
  states: readonly State[];
  colors: Record<State, string>;
  createPermission: string;
  /** The document's own fields, between its state and its creation time; a module-level function, so the list does not reload each render. */
  fields: (t: TFunction, warehouseOptions: WarehouseOption[]) => CrudField<CrudRow & Doc>[];
  detail: (id: string, commands: DocumentListCommands<Doc>) => ReactNode;
  editor: (doc: Doc | null, commands: DocumentListCommands<Doc>) => ReactNode;
};

/**
 * A stock document list (transfers, adjustments): searched by number, state, warehouse and creation
 * time; only a draft may be removed; a row opens the document.
 */
export function StockDocumentListPage<Doc extends { id: string; state: State }, State extends string>(
  props: Props<Doc, State>,
) {
  const { namespace, menu, api, states, colors, createPermission, fields } = props;
  const { t } = useTranslation(namespace);
  const warehouses = useWarehouseChoices();
  const list = useDocumentList<Doc>(stockKeys.all);
  const { commands } = list;

  const spec = useMemo((): DocumentListSpec<CrudRow & Doc> => {
    const warehouseOptions = (warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} ${w.name}` }));
    return {
      code: menu,
      title: t('title'),
      entity: t('entity'),
      api,
      fields: [
        { key: 'voucherNo', label: t('no'), search: 'like', column: { key: true, sorter: true, width: 150 } },
        stateField({ label: t('state'), states, colors, stateLabel: (state) => t(`states.${state}`), width: 110 }),
        ...fields(t, warehouseOptions),
        { key: 'createTime', label: t('created'), search: 'range', column: { sorter: true, width: 160 } },
      ],
      canDelete: (row) => row.state === 'DRAFT',
      create: { label: t('new'), permission: createPermission },
      openLabel: t('open'),
    };
  }, [t, warehouses.data, menu, api, states, colors, createPermission, fields]);

  return (
    <DocumentListPage
      list={list}
      spec={spec}
      detail={(id) => props.detail(id, commands)}
      editor={(doc) => props.editor(doc, commands)}
    />
  );
}
