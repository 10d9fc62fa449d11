import type { Translations } from '../../platform/i18n/translations';

/** Messages of roles, grants and menus. */
export const accessMessages = {
  roleAliasTaken: {
    zh: '角色别名 {alias} 已存在',
    en: 'The role alias {alias} exists already',
    fr: 'L’alias de rôle {alias} existe déjà',
    ru: 'Псевдоним роли {alias} уже существует',
    es: 'El alias de rol {alias} ya existe',
    sw: 'Jina mbadala la jukumu {alias} tayari lipo',
  },
  roleParentInvalid: {
    zh: '上级角色无效：不存在，或是该角色本身或其下级',
    en: 'The parent role is not valid: it does not exist, or it is the role itself or one below it',
    fr: 'Le rôle parent n’est pas valide : il n’existe pas, ou c’est le rôle lui-même ou l’un de ses descendants',
    ru: 'Недопустимая родительская роль: её нет, или это сама роль либо подчинённая ей',
    es: 'El rol superior no es válido: no existe, o es el propio rol o uno que depende de él',
    sw: 'Jukumu mzazi si halali: halipo, au ni jukumu lenyewe au lililo chini yake',
  },
  roleHasChildren: {
    zh: '请先删除下级角色',
    en: 'Remove the roles below this one first',
    fr: 'Supprimez d’abord les rôles placés sous celui-ci',
    ru: 'Сначала удалите подчинённые роли',
    es: 'Elimine primero los roles que dependen de este',
    sw: 'Futa kwanza majukumu yaliyo chini ya hili',
  },
  roleInUse: {
    zh: '角色 {name} 仍有用户使用，不能删除',
    en: 'The role {name} is still held by users and cannot be removed',
    fr: 'Le rôle {name} est encore attribué à des utilisateurs et ne peut pas être supprimé',
    ru: 'Роль {name} ещё назначена пользователям и не может быть удалена',
    es: 'El rol {name} todavía lo tienen usuarios y no se puede eliminar',
    sw: 'Jukumu {name} bado lina watumiaji na haliwezi kufutwa',
  },
  menuCodeTaken: {
    zh: '菜单编号 {code} 已存在',
    en: 'The menu code {code} exists already',
    fr: 'Le code de menu {code} existe déjà',
    ru: 'Код меню {code} уже существует',
    es: 'El código de menú {code} ya existe',
    sw: 'Msimbo wa menyu {code} tayari upo',
  },
  menuParentInvalid: {
    zh: '上级菜单无效：不存在、是按钮，或是该菜单本身或其下级',
    en: 'The parent menu is not valid: it does not exist, is a button, or is the menu itself or one below it',
    fr: 'Le menu parent n’est pas valide : il n’existe pas, est un bouton, ou c’est le menu lui-même ou l’un de ses descendants',
    ru: 'Недопустимое родительское меню: его нет, это кнопка, или это само меню либо вложенное в него',
    es: 'El menú superior no es válido: no existe, es un botón, o es el propio menú o uno que depende de él',
    sw: 'Menyu mzazi si halali: haipo, ni kitufe, au ni menyu yenyewe au iliyo chini yake',
  },
  menuHasChildren: {
    zh: '菜单 {name} 有下级菜单或按钮，请先删除它们',
    en: 'The menu {name} has menus or buttons below it: remove them first',
    fr: 'Le menu {name} contient des menus ou des boutons : supprimez-les d’abord',
    ru: 'В меню {name} есть вложенные меню или кнопки: сначала удалите их',
    es: 'El menú {name} tiene menús o botones debajo: elimínelos primero',
    sw: 'Menyu {name} ina menyu au vitufe chini yake: vifute kwanza',
  },
  menuNameRequired: {
    zh: '请至少填写一种语言的菜单名称',
    en: 'Enter the menu name in at least one language',
    fr: 'Saisissez le nom du menu dans au moins une langue',
    ru: 'Введите название меню хотя бы на одном языке',
    es: 'Introduzca el nombre del menú en al menos un idioma',
    sw: 'Ingiza jina la menyu kwa angalau lugha moja',
  },
} satisfies Record<string, Translations>;
