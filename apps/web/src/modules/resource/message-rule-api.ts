import type { Wire } from '@smdp/contracts';
import type { MessageRuleDateField, MessageRule as MessageRuleShape } from '@smdp/contracts/resource';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../lib/http';

export {
  DATE_DIRECTIONS,
  MESSAGE_CATEGORIES,
  MESSAGE_CHANNELS,
  MESSAGE_RECIPIENTS,
  MESSAGE_RULE_LIMITS,
  MESSAGE_TRIGGERS,
  messageRuleCodes,
} from '@smdp/contracts/resource';
export type { MessageRuleDateField };

export type MessageRule = Wire<MessageRuleShape>;
export const MESSAGE_RULE_API = '/blade-resource/msg-rule';

/** The date fields DATE rules may count from, per document type (registered by the server's modules). */
export const useRuleDateFields = () =>
  useQuery({
    queryKey: ['message-rule', 'date-fields'],
    queryFn: () => get<MessageRuleDateField[]>(`${MESSAGE_RULE_API}/date-fields`),
    staleTime: Number.POSITIVE_INFINITY,
  });
