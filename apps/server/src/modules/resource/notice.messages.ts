import type { Translations } from '../../platform/i18n/translations';

/** What the notices' calls tell people. */
export const noticeMessages = {
  noticeTitleRequired: {
    zh: '请填写标题',
    en: 'Enter a title',
    fr: 'Saisissez un titre',
    ru: 'Введите заголовок',
    es: 'Introduzca un título',
    sw: 'Weka kichwa',
  },
  noticeTimeInvalid: {
    zh: '时间无效',
    en: 'The time is not valid',
    fr: "L'heure n'est pas valide",
    ru: 'Недопустимое время',
    es: 'La hora no es válida',
    sw: 'Muda si sahihi',
  },
  noticeExpiresBeforePublished: {
    zh: '失效时间须晚于发布时间',
    en: 'The expiry must come after the publish time',
    fr: "L'expiration doit suivre la publication",
    ru: 'Срок действия должен заканчиваться после публикации',
    es: 'La caducidad debe ser posterior a la publicación',
    sw: 'Muda wa kuisha lazima uwe baada ya kuchapishwa',
  },
  noticeStateInvalid: {
    zh: '公告当前状态不允许此操作',
    en: 'The notice is not in a state that allows this',
    fr: "L'avis n'est pas dans un état qui le permet",
    ru: 'Объявление в состоянии, которое этого не допускает',
    es: 'El aviso no está en un estado que lo permita',
    sw: 'Tangazo haliko katika hali inayoruhusu hili',
  },
  noticeStaffOnly: {
    zh: '仅公司员工可管理公告',
    en: 'Only company staff manage notices',
    fr: "Seul le personnel de l'entreprise gère les avis",
    ru: 'Объявлениями управляют только сотрудники компании',
    es: 'Solo el personal de la empresa gestiona los avisos',
    sw: 'Wafanyakazi wa kampuni pekee ndio husimamia matangazo',
  },
  noticeNoAckNeeded: {
    zh: '该公告无需确认',
    en: 'This notice needs no acknowledgement',
    fr: "Cet avis ne demande pas d'accusé de lecture",
    ru: 'Это объявление не требует подтверждения',
    es: 'Este aviso no requiere confirmación',
    sw: 'Tangazo hili halihitaji uthibitisho',
  },
} satisfies Record<string, Translations>;
