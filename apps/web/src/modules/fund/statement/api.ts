import type { Wire } from '@smdp/contracts';
import type {
  StatementBatchInput,
  StatementBatchStarted,
  StatementBuyer as StatementBuyerShape,
  StatementQueryInput,
  StatementScheduleInput,
  StatementSchedule as StatementScheduleShape,
  Statement as StatementShape,
} from '@smdp/contracts/fund';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { cleanQuery, get, post, saveDownload } from '../../../lib/http';

export { AGEING_BUCKETS, STATEMENT_FREQUENCIES, STATEMENT_GROUPS, statementCodes } from '@smdp/contracts/fund';

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

/** Statements for a group of buyers as a job: the ZIP of PDFs lands on the downloads page. */
export const startStatementBatch = (input: z.input<typeof StatementBatchInput>) =>
  post<StatementBatchStarted>(`${STATEMENT_API}/batch`, input);

/** An option of the group pickers: a customer level or a salesperson (read through their modules' calls). */
export type GroupOption = { value: string; label: string };

export const levelGroupOptions = () =>
  get<{ records: { id: string; code: string; name: string }[] }>(
    '/smdp-goods/customer-level/list',
    { size: 500 },
    { quiet: true },
  ).then((page) => page.records.map((level) => ({ value: level.id, label: `${level.code} ${level.name}` })));

export const salespersonGroupOptions = () =>
  get<{ id: string; account: string; realName: string | null }[]>(
    '/smdp-customer/baseCustomer/salesperson-options',
    {},
    { quiet: true },
  ).then((people) =>
    people.map((person) => ({
      value: person.id,
      label: person.realName ? `${person.realName} (${person.account})` : person.account,
    })),
  );

export type StatementScheduleRow = Wire<StatementScheduleShape>;

export const scheduleKeys = { list: () => [...statementKeys.all, 'schedules'] as const };

export const useStatementSchedules = () =>
  useQuery({
    queryKey: scheduleKeys.list(),
    queryFn: () => get<StatementScheduleRow[]>(`${STATEMENT_API}/schedule/list`),
  });

export const saveStatementSchedule = (input: z.input<typeof StatementScheduleInput>) =>
  post<StatementScheduleRow>(`${STATEMENT_API}/schedule/save`, input);

export const removeStatementSchedule = (id: string) => post<boolean>(`${STATEMENT_API}/schedule/remove`, { id });
