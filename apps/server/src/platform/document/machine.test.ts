import { availableActions, defineMachine } from '@smdp/contracts';
import { describe, expect, it } from 'vitest';

const machine = defineMachine({
  states: ['DRAFT', 'SUBMITTED', 'CANCELLED'],
  actions: {
    submit: { from: ['DRAFT'], to: 'SUBMITTED', codes: ['doc_add', 'doc_edit'] },
    cancel: { from: ['DRAFT', 'SUBMITTED'], to: 'CANCELLED', codes: ['doc_approve'] },
  },
});

describe('state machines (contracts/document.ts)', () => {
  it('offers the actions that start from the state and whose code the caller holds', () => {
    expect(availableActions(machine, 'DRAFT', ['doc_add', 'doc_approve'])).toEqual(['submit', 'cancel']);
    expect(availableActions(machine, 'DRAFT', new Set(['doc_edit']))).toEqual(['submit']);
    expect(availableActions(machine, 'SUBMITTED', ['doc_add'])).toEqual([]);
    expect(availableActions(machine, 'CANCELLED', ['doc_add', 'doc_approve'])).toEqual([]);
  });

  it('refuses an action that names a state the machine does not have', () => {
    expect(() =>
      defineMachine({ states: ['DRAFT'], actions: { go: { from: ['DRAFT'], to: 'GONE' as 'DRAFT', codes: [] } } }),
    ).toThrow(/unknown state GONE/);
  });
});
