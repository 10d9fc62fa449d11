import { dictCodes } from '@smdp/contracts/structure';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Col, Empty, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import { TOP_LEVEL } from '../../../crud/parent-field';
import type { CrudConfig } from '../../../crud/types';
import { forgetDictionaries } from '../../../lib/dictionary';
import {
  DICT_API,
  type Dict,
  formValuesOf,
  identityOf,
  textOrNull,
  translationsFromForm,
  translationsToForm,
} from '../api';
import { dictEntryFields, dictionaryFields } from './DictPage.fields';

/**
 * Dictionaries on the left, the entries of the one picked on the right. Every change empties the shared
 * dictionary cache of this browser (the server empties its own).
 */
export default function DictPage() {
  const { t } = useTranslation('structure');
  const client = useQueryClient();
  const [picked, setPicked] = useState<Dict | null>(null);

  const toForm = (row: Dict) => ({ ...formValuesOf(row), ...translationsToForm(row.dictValueI18n ?? {}) });
  const bodyOf = (values: Record<string, unknown>, editing: Dict | null, parentId: string) => {
    const { rest, dictValueI18n } = translationsFromForm(values);
    return { ...rest, ...identityOf(editing), parentId, dictValueI18n, remark: textOrNull(rest.remark) };
  };
  const changed = () => void forgetDictionaries(client);

  const dictionaries: CrudConfig<Dict> = {
    code: 'dict',
    title: t('dict.title'),
    entity: t('crud:entities.dict'),
    api: {
      list: `${DICT_API}/parent-list`,
      detail: `${DICT_API}/detail`,
      submit: `${DICT_API}/submit`,
      remove: `${DICT_API}/remove`,
    },
    dialogWidth: 760,
    fields: dictionaryFields(t),
    rowActions: [
      { key: 'entries', label: t('dict.entries'), permission: dictCodes.view, run: (row) => setPicked(row) },
    ],
    canDelete: (row) => row.isSealed !== 1,
    toForm,
    toBody: (values, editing) => bodyOf(values, editing, TOP_LEVEL),
    onChanged: changed,
  };

  const entries = (dictionary: Dict): CrudConfig<Dict> => ({
    code: 'dict',
    layoutCode: 'dict-entry',
    title: t('dict.entriesOf', { code: dictionary.code, name: dictionary.dictValue }),
    entity: t('crud:entities.dict-entry'),
    api: {
      list: `${DICT_API}/child-list`,
      detail: `${DICT_API}/detail`,
      submit: `${DICT_API}/submit`,
      remove: `${DICT_API}/remove`,
    },
    // child-list answers every entry of the dictionary at once (a list, as BladeX clients read it)
    tree: true,
    dialogWidth: 760,
    fields: dictEntryFields(t),
    canDelete: (row) => row.isSealed !== 1,
    toForm,
    toBody: (values, editing) => bodyOf(values, editing, dictionary.id),
    onChanged: changed,
  });

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={11}>
        <CrudPage config={dictionaries} />
      </Col>
      <Col xs={24} xl={13}>
        {picked ? (
          <CrudPage key={picked.id} config={entries(picked)} filter={{ parentId: picked.id }} />
        ) : (
          <Card>
            <Empty description={t('dict.pickOne')} />
          </Card>
        )}
      </Col>
    </Row>
  );
}
