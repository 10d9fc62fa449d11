import type { Translations } from '../../platform/i18n/translations';

/** The roles every tenant starts with (its alias is what tokens carry), named in each language. */
export const ROLE_NAMES = {
  administrator: {
    zh: '管理员',
    en: 'Administrator',
    fr: 'Administrateur',
    ru: 'Администратор',
    es: 'Administrador',
    sw: 'Msimamizi',
  },
  staff: {
    zh: '公司员工',
    en: 'Company staff',
    fr: "Personnel de l'entreprise",
    ru: 'Сотрудник компании',
    es: 'Personal de la empresa',
    sw: 'Mfanyakazi wa kampuni',
  },
  customer_primary: {
    zh: '客户主账号',
    en: 'Customer primary account',
    fr: 'Compte principal du client',
    ru: 'Основная учётная запись клиента',
    es: 'Cuenta principal del cliente',
    sw: 'Akaunti kuu ya mteja',
  },
  customer_sub: {
    zh: '客户子账号',
    en: 'Customer sub-account',
    fr: 'Sous-compte du client',
    ru: 'Дополнительная учётная запись клиента',
    es: 'Subcuenta del cliente',
    sw: 'Akaunti ndogo ya mteja',
  },
} as const satisfies Record<string, Translations>;

export type SeededRole = keyof typeof ROLE_NAMES;
