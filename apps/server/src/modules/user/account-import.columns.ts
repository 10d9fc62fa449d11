import type { SheetColumn } from '../../platform/sheets/sheet-columns';

export type AccountColumn =
  | 'tenantId'
  | 'account'
  | 'name'
  | 'realName'
  | 'email'
  | 'phone'
  | 'roles'
  | 'depts'
  | 'post'
  | 'birthday';

/**
 * The account sheet: this portal's labels in each language, and as aliases the headers BladeX's
 * `UserExcel` writes (Chinese and English), so a sheet exported from BladeX imports unchanged.
 * Roles and departments may name several, separated by commas.
 */
export const ACCOUNT_COLUMNS: readonly SheetColumn<AccountColumn>[] = [
  {
    key: 'tenantId',
    title: {
      zh: '租户编号',
      en: 'Tenant number',
      fr: 'Numéro de locataire',
      ru: 'Номер арендатора',
      es: 'Número de inquilino',
      sw: 'Nambari ya mpangaji',
    },
  },
  {
    key: 'account',
    title: { zh: '账号', en: 'Account', fr: 'Compte', ru: 'Учётная запись', es: 'Cuenta', sw: 'Akaunti' },
    aliases: ['账户'],
    required: true,
  },
  {
    key: 'name',
    title: {
      zh: '用户昵称',
      en: 'User name',
      fr: "Nom d'utilisateur",
      ru: 'Имя пользователя',
      es: 'Nombre de usuario',
      sw: 'Jina la mtumiaji',
    },
    aliases: ['昵称', 'Nickname'],
  },
  {
    key: 'realName',
    title: {
      zh: '用户姓名',
      en: 'Real name',
      fr: 'Nom réel',
      ru: 'Настоящее имя',
      es: 'Nombre real',
      sw: 'Jina halisi',
    },
    aliases: ['姓名', 'Name'],
  },
  {
    key: 'email',
    title: { zh: '邮箱', en: 'E-mail', fr: 'E-mail', ru: 'Эл. почта', es: 'Correo electrónico', sw: 'Barua pepe' },
    aliases: ['Email'],
  },
  {
    key: 'phone',
    title: { zh: '手机号码', en: 'Phone', fr: 'Téléphone', ru: 'Телефон', es: 'Teléfono', sw: 'Simu' },
    aliases: ['手机', 'Mobile phone'],
  },
  {
    key: 'roles',
    title: { zh: '所属角色', en: 'Roles', fr: 'Rôles', ru: 'Роли', es: 'Roles', sw: 'Majukumu' },
    aliases: ['角色名称', 'Role Name'],
  },
  {
    key: 'depts',
    title: { zh: '所属部门', en: 'Departments', fr: 'Départements', ru: 'Отделы', es: 'Departamentos', sw: 'Idara' },
    aliases: ['部门名称', 'Department name'],
  },
  {
    key: 'post',
    title: { zh: '所属岗位', en: 'Post', fr: 'Poste', ru: 'Должность', es: 'Puesto', sw: 'Wadhifa' },
    aliases: ['岗位名称', 'Job position name'],
  },
  {
    key: 'birthday',
    title: {
      zh: '生日',
      en: 'Birthday',
      fr: 'Date de naissance',
      ru: 'Дата рождения',
      es: 'Fecha de nacimiento',
      sw: 'Tarehe ya kuzaliwa',
    },
  },
];
