/** What the resource module's message rules use of SMS: the outbox they queue texts in, and its delivery. */
export { deliverQueuedSms, queueRuleSms, type RuleSms } from './sms.outbox';
