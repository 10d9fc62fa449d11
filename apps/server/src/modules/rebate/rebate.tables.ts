import type {
  RebateBasis,
  RebateCalcMode,
  RebatePeriod,
  RebatePolicyState,
  RebateSettlementLine,
  RebateSettlementState,
  RebateSettleTo,
  RebateTier,
} from '@smdp/contracts/rebate';
import type { ColumnType, Generated } from 'kysely';
import type { AuditColumns, Decimal, DefaultedDecimal, GeneratedId, Id } from '../../db/columns';

/** A calendar day 'YYYY-MM-DD' in a `date` column: written as text, read back as text (`::text`). */
type CalendarDate = ColumnType<string, string, string>;
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;

export type RebatePolicyTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  ownerPartyId: Id;
  name: string;
  state: ColumnType<RebatePolicyState, RebatePolicyState | undefined, RebatePolicyState>;
  period: RebatePeriod;
  dateFrom: CalendarDate;
  dateTo: CalendarDate;
  basis: RebateBasis;
  calcMode: RebateCalcMode;
  tiers: Json<RebateTier[]>;
  scopeGoodsIds: Json<string[]>;
  scopeCategoryIds: Json<string[]>;
  eligibleLevelIds: Json<string[]>;
  eligiblePartyIds: Json<string[]>;
  settleTo: RebateSettleTo;
  maxUseRatio: Decimal;
  expiryDays: number;
  remark: string | null;
};

export type RebateAccrualTable = {
  id: GeneratedId;
  tenantId: string;
  policyId: Id;
  partyId: Id;
  periodKey: string;
  periodStart: CalendarDate;
  periodEnd: CalendarDate;
  basisValue: DefaultedDecimal;
  tierReached: number | null;
  accruedAmount: DefaultedDecimal;
  nextTierGap: ColumnType<string | null, string | null | undefined, string | null>;
  computedAt: ColumnType<Date, Date | undefined, Date>;
};

export type RebateSettlementTable = AuditColumns & {
  id: GeneratedId;
  tenantId: string;
  settlementNo: string;
  state: ColumnType<RebateSettlementState, RebateSettlementState | undefined, RebateSettlementState>;
  policyId: Id;
  ownerPartyId: Id;
  partyId: Id;
  periodKey: string;
  basisValue: DefaultedDecimal;
  amount: Decimal;
  settleTo: RebateSettleTo;
  lines: Json<RebateSettlementLine[]>;
  postingDate: NullableDate;
  expiryDate: NullableDate;
  remark: string | null;
};

export type RebateLotTable = {
  id: GeneratedId;
  tenantId: string;
  holderPartyId: Id;
  ownerPartyId: Id;
  settlementId: Id;
  amount: Decimal;
  remaining: Decimal;
  expiryDate: CalendarDate;
  maxUseRatio: Decimal;
  createTime: Generated<Date>;
};

export type RebateLotUseTable = {
  id: GeneratedId;
  tenantId: string;
  lotId: Id;
  sourceType: string;
  sourceId: Id;
  amount: Decimal;
  createTime: Generated<Date>;
};

export type RebateTables = {
  rebatePolicy: RebatePolicyTable;
  rebateAccrual: RebateAccrualTable;
  rebateSettlement: RebateSettlementTable;
  rebateLot: RebateLotTable;
  rebateLotUse: RebateLotUseTable;
};
