import type { Translations } from '../../platform/i18n/translations';

export const feedbackMessages = {
  feedbackStateInvalid: {
    zh: '该反馈当前状态不允许此操作',
    en: 'This feedback is not in a state that allows this',
    fr: "L'état de ce retour ne le permet pas",
    ru: 'Состояние этого отзыва не допускает это действие',
    es: 'El estado de este comentario no lo permite',
    sw: 'Hali ya maoni haya hairuhusu hili',
  },
  feedbackReasonRequired: {
    zh: '请说明重新打开的原因',
    en: 'Say why the feedback is re-opened',
    fr: 'Indiquez pourquoi le retour est rouvert',
    ru: 'Укажите, почему отзыв открыт снова',
    es: 'Indique por qué se reabre el comentario',
    sw: 'Eleza kwa nini maoni yamefunguliwa tena',
  },
  feedbackCompanyOnly: {
    zh: '只有公司人员可以处理反馈',
    en: 'Only the company’s staff handle feedback',
    fr: 'Seul le personnel de la société traite les retours',
    ru: 'Отзывы обрабатывают только сотрудники компании',
    es: 'Solo el personal de la empresa gestiona los comentarios',
    sw: 'Wafanyakazi wa kampuni pekee hushughulikia maoni',
  },
  feedbackAuthorOnly: {
    zh: '只有提交反馈的客户可以评分',
    en: 'Only the customer who wrote the feedback rates it',
    fr: 'Seul le client auteur du retour peut le noter',
    ru: 'Оценить отзыв может только его автор',
    es: 'Solo el cliente que escribió el comentario puede valorarlo',
    sw: 'Mteja aliyeandika maoni pekee ndiye anayeyapa alama',
  },
  feedbackAssigneeUnknown: {
    zh: '所选负责人不是本公司的账号',
    en: 'The chosen assignee is not an account of this company',
    fr: "La personne choisie n'est pas un compte de cette société",
    ru: 'Выбранный исполнитель не является учётной записью компании',
    es: 'La persona elegida no es una cuenta de esta empresa',
    sw: 'Aliyechaguliwa si akaunti ya kampuni hii',
  },
  feedbackAttachmentUnknown: {
    zh: '附件不存在或您无权使用',
    en: 'An attached file does not exist or is not yours to attach',
    fr: "Un fichier joint n'existe pas ou ne peut pas être joint par vous",
    ru: 'Вложенный файл не существует или недоступен вам',
    es: 'Un archivo adjunto no existe o no puede adjuntarlo',
    sw: 'Faili lililoambatishwa halipo au huwezi kuliambatisha',
  },
} satisfies Record<string, Translations>;
