import type { Wire } from '@smdp/contracts';
import type {
  StatementBuyer as StatementBuyerShape,
  StatementQueryInput,
  Statement as StatementShape,
} from '@smdp/contracts/fund';
import { useQuery } from '@tanstack/react-query';
import { cleanQuery, get, saveDownload } from '../../../lib/http';

export { AGEING_BUCKETS, statementCodes } from '@smdp/contracts/fund';

export const STATEMENT_API = '/smdp-finance/statement';

export type Statement = Wire<StatementShape>;
export type StatementBuyer = Wire<StatementBuyerShape>;
/** What the page asks for: a buyer towards its creditor, a period, the ageing or not. */
export type StatementAsk = {
  debtorPartyId: string;
  creditorPartyId: string;
  start: string;
  end: string;
  ageing: boolean;
};

const queryOf = (ask: StatementAsk): StatementQueryInput => ({
  debtorPartyId: ask.debtorPartyId,
  creditorPartyId: ask.creditorPartyId,
  start: ask.start,
  end: ask.end,
  ageing: ask.ageing ? '1' : '0',
});

export const statementKeys = {
  all: ['statement'] as const,
  buyers: () => [...statementKeys.all, 'buyers'] as const,
  detail: (ask: StatementAsk) => [...statementKeys.all, 'detail', ask] as const,
};

export const useStatementBuyers = () =>
  useQuery({
    queryKey: statementKeys.buyers(),
    queryFn: () => get<StatementBuyer[]>(`${STATEMENT_API}/buyers`),
  });

export const useStatement = (ask: StatementAsk | null) =>
  useQuery({
    queryKey: ask ? statementKeys.detail(ask) : statementKeys.all,
    queryFn: () => get<Statement>(`${STATEMENT_API}/detail`, queryOf(ask as StatementAsk)),
    enabled: ask !== null,
    retry: false,
  });

/** A ten-minute link to the statement's PDF, for the standalone pdf page. */
export const statementPdfLink = (ask: StatementAsk) => get<{ url: string }>(`${STATEMENT_API}/pdf-link`, queryOf(ask));

/** Downloads the statement as an .xlsx file. */
export const downloadStatementExcel = (ask: StatementAsk, code: string) =>
  saveDownload(`${STATEMENT_API}/excel?${cleanQuery(queryOf(ask))}`, `statement-${code}-${ask.start}-${ask.end}.xlsx`);
