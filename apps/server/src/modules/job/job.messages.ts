import type { Translations } from '../../platform/i18n/translations';

/** Messages of the jobs page. */
export const jobMessages = {
  jobNotRetryable: {
    zh: '只能重试失败或已取消的任务',
    en: 'Only a failed or cancelled job can be run again',
    fr: 'Seule une tâche échouée ou annulée peut être relancée',
    ru: 'Повторить можно только неудачное или отменённое задание',
    es: 'Solo se puede reintentar un trabajo fallido o cancelado',
    sw: 'Kazi iliyoshindwa au iliyoghairiwa pekee ndiyo inaweza kurudiwa',
  },
  jobFinished: {
    zh: '该任务已结束',
    en: 'This job has already ended',
    fr: 'Cette tâche est déjà terminée',
    ru: 'Это задание уже завершено',
    es: 'Este trabajo ya ha terminado',
    sw: 'Kazi hii tayari imekwisha',
  },
} satisfies Record<string, Translations>;
