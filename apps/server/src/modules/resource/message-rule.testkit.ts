import type { Receipt } from '@smdp/contracts/fund';
import type { Database } from '../../platform/db/database';
import { bearer, type DemoTokens, dataOf, type TestApp } from '../../testing/test-app';
import { publishDocumentEvents } from '.';

/** What the rule tests share, read when a test runs (their `beforeAll` sets it up). */
type RuleTestContext = { t: TestApp; tokens: DemoTokens; dist01: string };

/**
 * The calls the message-rule tests make: the API in a language, publishing every pending document event,
 * and an approved receipt of dist01 (numbered `<prefix>-<n>`), whose approval is the event rules fire on.
 */
export function ruleTestKit(context: () => RuleTestContext, prefix: string) {
  let serial = 0;
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown, lang = 'en') =>
    context().t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), 'Lang-Type': lang },
      ...(payload ? { payload } : {}),
    });
  const drain = async (db: Database) => {
    while ((await publishDocumentEvents(db)) > 0) {}
  };
  const approvedReceipt = async () => {
    const { tokens, dist01 } = context();
    const draft = dataOf<Receipt>(
      await call(tokens.dist01, 'POST', '/smdp-finance/receipt/save', {
        payerPartyId: dist01,
        amount: '5.00',
        method: 'BANK',
        bankRef: `${prefix}-${++serial}`,
        paidAt: '2026-06-01',
      }),
    );
    const sent = dataOf<Receipt>(
      await call(tokens.dist01, 'POST', '/smdp-finance/receipt/submit', { id: draft.id, version: draft.version }),
    );
    return dataOf<Receipt>(
      await call(tokens.staff01, 'POST', '/smdp-finance/receipt/approve', { id: sent.id, version: sent.version }),
    );
  };
  return { call, drain, approvedReceipt };
}
