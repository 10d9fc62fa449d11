import { sql } from 'kysely';

/**
 * Whether the party under alias `party` (columns of `partiesAs`) is in the audience of the notice under
 * the alias `n`: it matches every dimension whose list is not empty. The one rule the readers' lists, the
 * sign-in dialog and the readers report share.
 */
export function reaches(party: string) {
  const column = (name: string) => sql.ref(`${party}.${name}`);
  return sql<boolean>`(
    (cardinality(n.audience_types) = 0 or ${column('partyType')} = any(n.audience_types))
    and (cardinality(n.audience_levels) = 0 or coalesce(${column('levelId')}::text = any(n.audience_levels), false))
    and (cardinality(n.audience_regions) = 0 or coalesce(${column('territory')} = any(n.audience_regions), false))
    and (cardinality(n.audience_parties) = 0 or ${column('id')}::text = any(n.audience_parties)))`;
}

/** A notice readers see now: published, its publish time reached and its expiry not. */
export const live = sql<boolean>`(n.state = 'PUBLISHED' and n.publish_at <= now()
  and (n.expire_at is null or n.expire_at > now()))`;

/** The state as people see it: a published notice past its expiry is EXPIRED. */
export const shownState = sql<'DRAFT' | 'PUBLISHED' | 'EXPIRED' | 'WITHDRAWN'>`case
  when n.state = 'PUBLISHED' and n.expire_at <= now() then 'EXPIRED' else n.state end`;
