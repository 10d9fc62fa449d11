import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { dictionaryOptions, useDictionary } from '../../../lib/dictionary';
import { formValuesOf, identityOf, POST_API, type Post, textOrNull } from '../api';

/** Posts (job positions) of the tenant; their categories come from the `post_category` dictionary. */
export default function PostPage() {
  const { t } = useTranslation('structure');
  const categories = useDictionary('post_category');
  const categoryOptions = dictionaryOptions(categories.data).map((option) => ({
    ...option,
    value: Number(option.value),
  }));

  const config: CrudConfig<Post> = {
    code: 'post',
    title: t('post.title'),
    entity: t('crud:entities.post'),
    api: {
      list: `${POST_API}/list`,
      detail: `${POST_API}/detail`,
      submit: `${POST_API}/submit`,
      remove: `${POST_API}/remove`,
    },
    fields: [
      {
        key: 'postCode',
        label: t('post.code'),
        search: 'like',
        column: { key: true, sorter: true, width: 160 },
        form: { required: true, max: 20, rule: z.string().regex(/^[A-Za-z0-9_.-]+$/, t('codeRule')) },
      },
      {
        key: 'postName',
        label: t('post.name'),
        search: 'like',
        column: { key: true, sorter: true, width: 220 },
        form: { required: true, max: 50 },
      },
      {
        key: 'category',
        label: t('post.category'),
        kind: 'select',
        options: categoryOptions,
        search: 'equal',
        column: { width: 160 },
        form: { required: true, initial: 1 },
      },
      { key: 'sort', label: t('sort'), kind: 'number', column: { sorter: true, width: 90 }, form: { initial: 0 } },
      { key: 'remark', label: t('remark'), kind: 'textarea', column: { hidden: true }, form: { max: 255 } },
      { key: 'createTime', label: t('createTime'), search: 'range', column: { sorter: true, width: 170 } },
    ],
    toForm: formValuesOf,
    toBody: (values, editing) => ({ ...values, ...identityOf(editing), remark: textOrNull(values.remark) }),
  };
  return <CrudPage config={config} />;
}
