import type { Wire } from '@smdp/contracts';
import type { MessageRule as MessageRuleShape } from '@smdp/contracts/resource';

export { MESSAGE_CATEGORIES, MESSAGE_RECIPIENTS, messageRuleCodes } from '@smdp/contracts/resource';

export type MessageRule = Wire<MessageRuleShape>;
export const MESSAGE_RULE_API = '/blade-resource/msg-rule';
