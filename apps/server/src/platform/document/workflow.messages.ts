import type { Translations } from '../i18n/translations';

/** Messages of configurable approvals: the rules the kernel consults and the rules page. */
export const workflowMessages = {
  workflowRoleRefused: {
    zh: '审批规则不允许您的角色执行此操作',
    en: 'The approval rules do not let your role take this action',
    fr: "Les règles d'approbation ne permettent pas à votre rôle cette action",
    ru: 'Правила согласования не разрешают вашей роли это действие',
    es: 'Las reglas de aprobación no permiten esta acción a su rol',
    sw: 'Kanuni za idhini haziruhusu jukumu lako kufanya kitendo hiki',
  },
  workflowConditionInvalid: {
    zh: '条件无法识别：请写成 字段 比较符 值，多个条件用 and 连接，例如 totalAmount >= 10000',
    en: "The condition cannot be read: write field, operator, value, joined by and, e.g. totalAmount >= 10000 and channel = 'PRIMARY'",
    fr: 'La condition est illisible : écrivez champ, opérateur, valeur, reliés par and, ex. totalAmount >= 10000',
    ru: 'Условие не распознано: пишите поле, оператор, значение, через and, напр. totalAmount >= 10000',
    es: 'No se entiende la condición: escriba campo, operador, valor, unidos por and, p. ej. totalAmount >= 10000',
    sw: 'Sharti halisomeki: andika sehemu, kiendeshi, thamani, zikiunganishwa na and, mf. totalAmount >= 10000',
  },
  workflowDocTypeUnknown: {
    zh: '未知的单据类型 {docType}',
    en: 'Unknown document type {docType}',
    fr: 'Type de document inconnu {docType}',
    ru: 'Неизвестный тип документа {docType}',
    es: 'Tipo de documento desconocido {docType}',
    sw: 'Aina ya hati {docType} haijulikani',
  },
  workflowMoveUnknown: {
    zh: '单据类型 {docType} 没有从状态 {state} 出发的操作 {action}',
    en: 'Documents of type {docType} have no action {action} from state {state}',
    fr: "Les documents {docType} n'ont pas d'action {action} depuis l'état {state}",
    ru: 'У документов {docType} нет действия {action} из состояния {state}',
    es: 'Los documentos {docType} no tienen la acción {action} desde el estado {state}',
    sw: 'Hati za aina {docType} hazina kitendo {action} kutoka hali {state}',
  },
  workflowRoleUnknown: {
    zh: '所选角色不存在',
    en: 'The chosen role does not exist',
    fr: "Le rôle choisi n'existe pas",
    ru: 'Выбранная роль не существует',
    es: 'El rol elegido no existe',
    sw: 'Jukumu lililochaguliwa halipo',
  },
} satisfies Record<string, Translations>;
