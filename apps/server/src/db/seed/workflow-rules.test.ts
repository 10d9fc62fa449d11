import { describe, expect, it } from 'vitest';
import '../../modules';
import { ruleDocTypes } from '../../platform/document/workflow.rules';
import { DEFAULT_RULES } from './workflow-rules';

describe('the default approval rules', () => {
  it('name only moves their documents’ machines have, ending where the machine ends them', () => {
    const machines = new Map(ruleDocTypes().map((type) => [type.docType, type]));
    for (const rule of DEFAULT_RULES) {
      const move = machines.get(rule.docType)?.actions.find((candidate) => candidate.action === rule.action);
      expect(move, `${rule.docType}.${rule.action}`).toBeDefined();
      expect(move?.from, `${rule.docType}.${rule.action}`).toContain(rule.fromState);
      expect(move?.to, `${rule.docType}.${rule.action}`).toBe(rule.toState);
    }
  });
});
