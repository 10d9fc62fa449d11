import { dictCodes } from '@smdp/contracts/structure';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig, CrudField } from '../../../crud/types';
import { forgetDictionaries } from '../../../lib/dictionary';
import {
  DICT_API,
  type Dict,
  formValuesOf,
  identityOf,
  LANGUAGES,
  TOP_LEVEL,
  textOrNull,
  translationKey,
  translationsFromForm,
  translationsToForm,
} from '../api';

const STATUSES = [1, 0] as const;

/**
 * Dictionaries on the left, the entries of the one picked on the right. Every change empties the shared
 * dictionary cache of this browser (the server empties its own).
 */
export default function DictPage() {
  const { t } = useTranslation('structure');
  const client = useQueryClient();
  const [picked, setPicked] = useState<Dict | null>(null);

  const translations: CrudField<Dict>[] = LANGUAGES.map((lang) => ({
    key: translationKey(lang),
    label: t(`dict.valueIn.${lang}`),
    column: false,
    form: { max: 255 },
  }));
  const sealedTag = (value: unknown) => (value === 1 ? <Tag color="gold">{t('dict.sealed')}</Tag> : null);
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
    fields: [
      {
        key: 'code',
        label: t('dict.code'),
        search: 'like',
        column: { key: true, width: 170 },
        form: { required: true, max: 64, rule: z.string().regex(/^[\w.-]+$/, t('codeRule')) },
      },
      {
        key: 'dictValue',
        label: t('dict.name'),
        search: 'like',
        column: { key: true, width: 170 },
        form: { required: true, max: 255 },
      },
      ...translations,
      { key: 'sort', label: t('sort'), kind: 'number', column: { width: 80 }, form: { initial: 0 } },
      { key: 'isSealed', label: t('dict.sealed'), column: { width: 90, render: sealedTag }, form: false },
      { key: 'remark', label: t('remark'), kind: 'textarea', column: { hidden: true }, form: { max: 255 } },
    ],
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
    dialogWidth: 760,
    fields: [
      {
        key: 'dictKey',
        label: t('dict.key'),
        search: 'like',
        column: { key: true, width: 120 },
        form: { required: true, max: 64 },
      },
      {
        key: 'dictValue',
        label: t('dict.value'),
        search: 'like',
        column: { key: true, width: 180 },
        form: { required: true, max: 255 },
      },
      ...translations,
      { key: 'sort', label: t('sort'), kind: 'number', column: { width: 80 }, form: { initial: 0 } },
      {
        key: 'status',
        label: t('dict.status'),
        kind: 'select',
        options: STATUSES.map((value) => ({ value, label: t(`dict.statuses.${value}`) })),
        search: 'equal',
        column: { width: 100 },
        form: { required: true, initial: 1 },
      },
      { key: 'remark', label: t('remark'), kind: 'textarea', column: { hidden: true }, form: { max: 255 } },
    ],
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
