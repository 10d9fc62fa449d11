import type { Translations } from '../../platform/i18n/translations';

/** Why a party with orders cannot close yet. */
export const orderClosureMessages = {
  closureOpenOrders: {
    zh: '该客户仍有 {count} 张未完结的订单',
    en: 'This customer still has {count} open orders',
    fr: 'Ce client a encore {count} commandes en cours',
    ru: 'У этого клиента ещё {count} незавершённых заказов',
    es: 'Este cliente aún tiene {count} pedidos abiertos',
    sw: 'Mteja huyu bado ana oda {count} ambazo hazijakamilika',
  },
} satisfies Record<string, Translations>;
