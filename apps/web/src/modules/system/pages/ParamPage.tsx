import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../crud/CrudPage';
import type { CrudConfig } from '../../../crud/types';
import { PARAM_API, type Param } from '../api';
import { paramFields } from './ParamPage.fields';

/** Parameters of the tenant: named keys with a text value (BladeX `blade-system/param`). */
export default function ParamPage() {
  const { t } = useTranslation('system');

  const config: CrudConfig<Param> = {
    code: 'param',
    title: t('param.title'),
    entity: t('crud:entities.param'),
    api: {
      list: `${PARAM_API}/list`,
      detail: `${PARAM_API}/detail`,
      submit: `${PARAM_API}/submit`,
      remove: `${PARAM_API}/remove`,
    },
    fields: paramFields(t),
  };

  return <CrudPage config={config} />;
}
