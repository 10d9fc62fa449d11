import { ALL, leaf, type MenuSeed } from '../../db/seed/menu-kit';

/** The feedback page (placed by db/seed/menus.ts under Collaboration). */
export const FEEDBACK_MENUS = {
  feedback: leaf(
    'feedback',
    '/resource/feedback',
    'CommentOutlined',
    ['意见反馈', 'Feedback', 'Retours', 'Обратная связь', 'Comentarios', 'Maoni'],
    ALL,
  ),
} satisfies Record<string, MenuSeed>;
