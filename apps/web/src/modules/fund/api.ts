import type { Page, Wire } from '@smdp/contracts';
import type {
  CreditChangeAction,
  CreditChange as CreditChangeShape,
  CreditDefaultInput,
  CreditDefault as CreditDefaultShape,
  CreditLimitInput,
  CreditLimit as CreditLimitShape,
  CreditOverview as CreditOverviewShape,
  CreditPosition as CreditPositionShape,
  FundAccount as FundAccountShape,
  FundAvailability as FundAvailabilityShape,
  FundEntry as FundEntryShape,
  ReceiptInput,
  Receipt as ReceiptShape,
} from '@smdp/contracts/fund';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ATTACH_API, type AttachedFile } from '../../components/files/attachments';
import { get, post } from '../../lib/http';

export {
  accountBalanceCodes,
  CREDIT_CHANGE_STATES,
  type CreditChangeAction,
  type CreditChangeState,
  creditChangeMachine,
  creditCodes,
  customerReceiptCodes,
  FUND_KINDS,
  RECEIPT_METHODS,
  RECEIPT_STATES,
  RECEIPT_TARGETS,
  type ReceiptAction,
  type ReceiptState,
  receiptMachine,
} from '@smdp/contracts/fund';

export const RECEIPT_API = '/smdp-finance/receipt';
export const ACCOUNT_API = '/smdp-finance/fund-account';
/** The menu codes of the pages, which their button codes start with. */
export const RECEIPT_MENU = 'customer_receipt';
export const BALANCE_MENU = 'account_balance';
export const CREDIT_MENU = 'credit';
export const CREDIT_POSITION_API = '/smdp-finance/credit';

export type Receipt = Wire<ReceiptShape>;
export type FundAccount = Wire<FundAccountShape>;
export type FundEntry = Wire<FundEntryShape>;
export type FundAvailability = Wire<FundAvailabilityShape>;
export type PayerOption = { id: string; customerCode: string; customerName: string; payeePartyId: string };
export type ReceiptBody = z.input<typeof ReceiptInput>;
export type CreditLimit = Wire<CreditLimitShape>;
export type CreditOverview = Wire<CreditOverviewShape>;
export type CreditPosition = Wire<CreditPositionShape>;
export type CreditLimitBody = z.input<typeof CreditLimitInput>;

export const fundKeys = {
  all: ['fund'] as const,
  receipt: (id: string) => [...fundKeys.all, 'receipt', id] as const,
  payers: () => [...fundKeys.all, 'payers'] as const,
  directAllowed: () => [...fundKeys.all, 'direct-allowed'] as const,
  entries: (query: Record<string, string | number>) => [...fundKeys.all, 'entries', query] as const,
  proofs: (ids: readonly string[]) => [...fundKeys.all, 'proofs', ids.join(',')] as const,
  credit: (debtorPartyId: string) => [...fundKeys.all, 'credit', debtorPartyId] as const,
  pendingChange: (debtorPartyId: string) => [...fundKeys.all, 'credit', debtorPartyId, 'pending'] as const,
};

export const CREDIT_API = '/smdp-finance/credit-limit';

/** A debtor's credit limit set by the company (null: none) and its live used, frozen and available figures. */
export const creditOverview = (debtorPartyId: string) =>
  get<CreditOverview>(`${CREDIT_API}/overview`, { debtorPartyId });

export const useCreditOverview = (debtorPartyId: string | null) =>
  useQuery({
    queryKey: fundKeys.credit(debtorPartyId ?? ''),
    queryFn: () => creditOverview(debtorPartyId ?? ''),
    enabled: Boolean(debtorPartyId),
  });

export type CreditDefault = Wire<CreditDefaultShape>;
export type CustomerLevelOption = { id: string; name: string };
export const CREDIT_DEFAULT_API = '/smdp-finance/credit-default';
export const creditDefaultsKey = [...fundKeys.all, 'credit-defaults'] as const;
/** The caller's creditor's default (level null) and its levels' defaults. */
export const listCreditDefaults = () => get<CreditDefault[]>(`${CREDIT_DEFAULT_API}/list`);
export const saveCreditDefault = (body: z.input<typeof CreditDefaultInput>) =>
  post<CreditDefault>(`${CREDIT_DEFAULT_API}/save`, body);
/** Customer levels to choose from; none when the caller may not read them (only the creditor default then). */
export const listLevels = () =>
  get<Page<CustomerLevelOption>>('/smdp-goods/customer-level/list', { current: 1, size: 200 }, { quiet: true })
    .then((page) => page.records)
    .catch(() => []);

/** Asks for a change of the company's credit to a customer; approved at once with the direct button. */
export const saveCreditLimit = (body: CreditLimitBody) => post<CreditChange>(`${CREDIT_API}/save`, body);

export type CreditChange = Wire<CreditChangeShape>;
export const CREDIT_CHANGE_API = '/smdp-finance/credit-change';
/** The company's credit change of a debtor waiting for approval, if any (staff with the credit page). */
export const usePendingCreditChange = (debtorPartyId: string, enabled: boolean) =>
  useQuery({
    queryKey: fundKeys.pendingChange(debtorPartyId),
    queryFn: async () =>
      (
        await get<Page<CreditChange>>(`${CREDIT_CHANGE_API}/list`, {
          view: 'pending',
          debtorPartyId_equal: debtorPartyId,
          current: 1,
          size: 10,
        })
      ).records.find((change) => change.menu === 'credit') ?? null,
    enabled,
  });

export const moveCreditChange = (action: CreditChangeAction, change: CreditChange, remark?: string) =>
  post<CreditChange>(`${CREDIT_CHANGE_API}/${action}`, { id: change.id, version: change.version, remark });

export const saveReceipt = (body: ReceiptBody) => post<Receipt>(`${RECEIPT_API}/save`, body);
export const directApproveReceipt = (body: ReceiptBody) => post<Receipt>(`${RECEIPT_API}/direct-approve`, body);
/** One action of the machine: `submit`, `approve`, `cancel`, or `reject` / `reverse` with a reason. */
export const moveReceipt = (action: string, receipt: Receipt, remark?: string) =>
  post<Receipt>(`${RECEIPT_API}/${action}`, { id: receipt.id, version: receipt.version, remark });

export const useReceipt = (id: string | null) =>
  useQuery({
    queryKey: fundKeys.receipt(id ?? ''),
    queryFn: () => get<Receipt>(`${RECEIPT_API}/detail`, { id: id ?? '' }),
    enabled: Boolean(id),
  });

export const usePayers = () =>
  useQuery({ queryKey: fundKeys.payers(), queryFn: () => get<PayerOption[]>(`${RECEIPT_API}/payers`) });

export const useDirectAllowed = () =>
  useQuery({ queryKey: fundKeys.directAllowed(), queryFn: () => get<boolean>(`${RECEIPT_API}/direct-allowed`) });

export const useFundEntries = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: fundKeys.entries(query),
    queryFn: () => get<Page<FundEntry>>(`${ACCOUNT_API}/entries`, query),
  });

export const useProofs = (ids: readonly string[]) =>
  useQuery({
    queryKey: fundKeys.proofs(ids),
    queryFn: () => get<AttachedFile[]>(`${ATTACH_API}/attach-list`, { ids: ids.join(',') }, { quiet: true }),
    enabled: ids.length > 0,
  });
