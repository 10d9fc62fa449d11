import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { dictionaryOptions, useDictionary } from '../../../lib/dictionary';
import { formValuesOf, identityOf, POST_API, type Post, textOrNull } from '../api';
import { postFields } from './PostPage.fields';

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
    fields: postFields(t, categoryOptions),
    toForm: formValuesOf,
    toBody: (values, editing) => ({ ...values, ...identityOf(editing), remark: textOrNull(values.remark) }),
  };
  return <CrudPage config={config} />;
}
