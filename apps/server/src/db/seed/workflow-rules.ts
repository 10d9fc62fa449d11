import type { DefaultRule } from '../../platform/document/workflow.rules';

/**
 * The approval rules every tenant starts with (domain.md §1 rule 9): the approvals that existed before
 * the rules table, open to any role holding the button, with self-approval left to the documents' own
 * rules (the company setting, the credit page's direct button). An administrator narrows them per role.
 */
export const DEFAULT_RULES: readonly DefaultRule[] = [
  { docType: 'party', fromState: 'PENDING_APPROVAL', action: 'approve', toState: 'ACTIVE' },
  { docType: 'party', fromState: 'PENDING_APPROVAL', action: 'reject', toState: 'DRAFT' },
  { docType: 'closureRequest', fromState: 'SUBMITTED', action: 'approve', toState: 'APPROVED' },
  { docType: 'closureRequest', fromState: 'SUBMITTED', action: 'reject', toState: 'REJECTED' },
  { docType: 'order', fromState: 'SUBMITTED', action: 'approve', toState: 'APPROVED', dueHours: 8 },
  { docType: 'order', fromState: 'SUBMITTED', action: 'reject', toState: 'REJECTED', dueHours: 8 },
  { docType: 'order', fromState: 'ON_HOLD', action: 'release', toState: 'SUBMITTED' },
  { docType: 'order', fromState: 'ON_HOLD', action: 'reject', toState: 'REJECTED' },
  { docType: 'orderReturn', fromState: 'SUBMITTED', action: 'approve', toState: 'APPROVED' },
  { docType: 'orderReturn', fromState: 'SUBMITTED', action: 'reject', toState: 'REJECTED' },
  { docType: 'fund_receipt', fromState: 'DRAFT', action: 'approve', toState: 'APPROVED', direct: true },
  { docType: 'fund_receipt', fromState: 'SUBMITTED', action: 'approve', toState: 'APPROVED' },
  { docType: 'fund_receipt', fromState: 'SUBMITTED', action: 'reject', toState: 'REJECTED' },
  { docType: 'credit_change', fromState: 'SUBMITTED', action: 'approve', toState: 'APPROVED' },
  { docType: 'credit_change', fromState: 'SUBMITTED', action: 'reject', toState: 'REJECTED' },
  { docType: 'reconciliation', fromState: 'ISSUED', action: 'confirm', toState: 'CONFIRMED', dueHours: 72 },
  { docType: 'reconciliation', fromState: 'ISSUED', action: 'dispute', toState: 'DISPUTED', dueHours: 72 },
  { docType: 'reconciliation', fromState: 'DISPUTED', action: 'reissue', toState: 'REISSUED', dueHours: 48 },
  { docType: 'stock_check', fromState: 'SUBMITTED', action: 'approve', toState: 'APPROVED' },
  { docType: 'rebateSettlement', fromState: 'DRAFT', action: 'approve', toState: 'APPROVED', dueHours: 72 },
  { docType: 'visit_plan', fromState: 'SUBMITTED', action: 'approve', toState: 'PUBLISHED', dueHours: 24 },
  { docType: 'visit_plan', fromState: 'SUBMITTED', action: 'reject', toState: 'DRAFT', dueHours: 24 },
];
