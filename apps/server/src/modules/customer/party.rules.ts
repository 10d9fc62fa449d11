import type { PartyFields, PartyType } from '@smdp/contracts/customer';

/** Which party may sell to which: a null seller is the trading company itself (no COMPANY party seeded). */
export const SELLER_TYPES: Record<PartyType, readonly (PartyType | null)[]> = {
  COMPANY: [],
  DISTRIBUTOR: ['COMPANY', null],
  SUB_DISTRIBUTOR: ['DISTRIBUTOR'],
  STORE: ['COMPANY', null, 'DISTRIBUTOR', 'SUB_DISTRIBUTOR'],
};

/** What a customer account may onboard: its own buyers. Staff may create every type but the company. */
const ONBOARDED_BY_CUSTOMERS: readonly PartyType[] = ['SUB_DISTRIBUTOR', 'STORE'];
const ONBOARDED_BY_STAFF: readonly PartyType[] = ['DISTRIBUTOR', 'SUB_DISTRIBUTOR', 'STORE'];

export const mayOnboard = (caller: { customerId: string | null }, partyType: PartyType) =>
  (caller.customerId ? ONBOARDED_BY_CUSTOMERS : ONBOARDED_BY_STAFF).includes(partyType);

const normalizePhone = (phone: string) => phone.replace(/[\s().-]/g, '');
const normalizeTaxNo = (taxNo: string) => taxNo.replace(/\s/g, '').toUpperCase();
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The stored values of a party's fields: trimmed, blanks as null, phone and tax number normalized. */
export function cleanInput(input: PartyFields) {
  const taxNo = blankToNull(input.taxNo);
  const phone = blankToNull(input.phone);
  return {
    customerName: input.customerName.trim(),
    customerFullName: blankToNull(input.customerFullName) ?? input.customerName.trim(),
    levelId: input.levelId ?? null,
    priceListId: input.priceListId ?? null,
    salespersonId: input.salespersonId ?? null,
    saleUnitId: input.saleUnitId ?? null,
    territory: blankToNull(input.territory),
    taxNo: taxNo ? normalizeTaxNo(taxNo) : null,
    contactName: blankToNull(input.contactName),
    phone: phone ? normalizePhone(phone) : null,
    lat: input.lat ?? null,
    lng: input.lng ?? null,
    remark: blankToNull(input.remark),
  };
}
