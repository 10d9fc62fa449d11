import { LANGUAGES } from '@smdp/contracts';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../testing/pdf-text';
import { pickupSlipPdf } from './pickup.slip';

const ticket = {
  id: '1',
  ticketNo: 'PU2026000001',
  orderId: '9',
  orderNo: 'SO-2026-0001',
  warehouseId: '3',
  warehouseName: '华东仓 East',
  buyerName: 'Сибирь Trading',
  pickerName: 'Amani Njoroge',
  pickerMobile: '*******8000',
  vehiclePlate: 'KDA 123A',
  state: 'ISSUED' as const,
  expiresAt: new Date('2026-11-27T10:00:00Z'),
  failedAttempts: 0,
  issuedAt: new Date('2026-11-24T10:00:00Z'),
  verifiedAt: null,
  pickedAt: null,
  outboundId: null,
};
const lines = Array.from({ length: 60 }, (_, index) => ({
  orderLineId: String(index + 1),
  lineNo: index + 1,
  goodsId: '5',
  sku: `SKU-${index + 1}`,
  goodsName: index % 2 ? '矿泉水 550ml' : 'Jus de mangue 1 L',
  barcode: null,
  unit: 'box',
  ordered: '10.000',
  open: '4.000',
}));

describe('pick-up slip', () => {
  it.each(LANGUAGES)('is a PDF in %s with its lines over numbered pages', async (lang) => {
    const pdf = await pickupSlipPdf({ ticket, lines, sellerName: 'Sunrise Trading', lang, zone: 'Asia/Shanghai' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(400_000);
    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('PU2026000001');
    expect(pages[0]).toContain('Amani Njoroge');
    expect(pages.join(' ')).toContain('SKU-60');
    if (lang === 'en') expect(pages[1]).toContain('Page 2 of 2');
    if (lang === 'zh') expect(pages[0]).toContain('自提单');
    if (lang === 'ru') expect(pages[0]).toContain('Талон самовывоза');
  });
});
