import { describe, expect, it } from 'vitest';
import { closureActionsFor } from './closure-actions';
import { partyActionsFor, partyEditable } from './party-actions';

const codes = (...list: string[]) => Object.fromEntries(list.map((code) => [code, true as const]));

describe('party row actions', () => {
  const all = codes('sub_customer_add', 'sub_customer_edit', 'sub_customer_approve');

  it('offer each state its own moves', () => {
    expect(partyActionsFor('DRAFT', 'sub_customer', all)).toEqual(['submit-approval']);
    expect(partyActionsFor('PENDING_APPROVAL', 'sub_customer', all)).toEqual(['approve', 'reject']);
    expect(partyActionsFor('ACTIVE', 'sub_customer', all)).toEqual(['suspend']);
    expect(partyActionsFor('SUSPENDED', 'sub_customer', all)).toEqual(['resume']);
    expect(partyActionsFor('CLOSED', 'sub_customer', all)).toEqual([]);
  });

  it('follow the buttons of the page: a sub-account with add submits drafts but never approves or suspends', () => {
    const sub = codes('sub_customer_view', 'sub_customer_add');
    expect(partyActionsFor('DRAFT', 'sub_customer', sub)).toEqual(['submit-approval']);
    expect(partyActionsFor('PENDING_APPROVAL', 'sub_customer', sub)).toEqual([]);
    expect(partyActionsFor('ACTIVE', 'sub_customer', sub)).toEqual([]);
  });

  it('never offer the submitter approval of its own submission, only rejection', () => {
    expect(partyActionsFor('PENDING_APPROVAL', 'sub_customer', all, true)).toEqual(['reject']);
    expect(closureActionsFor('SUBMITTED', codes('closure_request_approve'), true)).toEqual(['reject', 'cancel']);
    expect(closureActionsFor('SUBMITTED', codes('closure_request_approve'), false)).toEqual([
      'approve',
      'reject',
      'cancel',
    ]);
  });

  it("read the codes of the page's own menu, not the other party page's", () => {
    expect(partyActionsFor('PENDING_APPROVAL', 'customer_list', all)).toEqual([]);
    expect(partyActionsFor('PENDING_APPROVAL', 'customer_list', codes('customer_list_approve'))).toEqual([
      'approve',
      'reject',
    ]);
  });

  it('allow editing drafts, active and suspended parties only', () => {
    expect(
      ['DRAFT', 'PENDING_APPROVAL', 'ACTIVE', 'SUSPENDED', 'CLOSED'].filter((s) => partyEditable(s as never)),
    ).toEqual(['DRAFT', 'ACTIVE', 'SUSPENDED']);
  });
});

describe('closure request row actions', () => {
  const requester = codes('closure_request_add', 'closure_request_edit');
  const approver = codes('closure_request_approve');

  it('let a requester send and withdraw, never approve', () => {
    expect(closureActionsFor('DRAFT', requester)).toEqual(['send', 'cancel']);
    expect(closureActionsFor('SUBMITTED', requester)).toEqual(['cancel']);
    expect(closureActionsFor('APPROVED', requester)).toEqual([]);
  });

  it('let an approver approve, reject, complete, and withdraw an approval', () => {
    expect(closureActionsFor('SUBMITTED', approver)).toEqual(['approve', 'reject', 'cancel']);
    expect(closureActionsFor('APPROVED', approver)).toEqual(['execute', 'cancel']);
  });

  it('offer nothing once a request is finished', () => {
    const everything = { ...requester, ...approver };
    for (const state of ['EXECUTED', 'REJECTED', 'CANCELLED'] as const) {
      expect(closureActionsFor(state, everything)).toEqual([]);
    }
  });
});
