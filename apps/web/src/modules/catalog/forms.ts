import { MAX_CATEGORY_LEVEL } from '@smdp/contracts/catalog';
import type { TreeOption } from '../../crud/types';
import type { Category, GoodsUnit, PriceListBody, PriceListDetail, PriceListRow } from './api';

/** Product levels as the choices of a tree picker: `code name`, children beneath. */
export function categoryOptions(nodes: Category[], maxLevel = MAX_CATEGORY_LEVEL): TreeOption[] {
  return nodes
    .filter((node) => node.level <= maxLevel)
    .map((node) => ({
      value: node.id,
      title: `${node.code} ${node.name}`,
      ...(node.children?.length && node.level < maxLevel ? { children: categoryOptions(node.children, maxLevel) } : {}),
    }));
}

/** Extra units as one line of text, `CTN=24, PAL=960`: short to type, easy to read back. */
export const formatUnits = (units: GoodsUnit[]) => units.map((unit) => `${unit.unit}=${unit.factor}`).join(', ');

const UNIT_PART = /^([A-Za-z0-9_-]{1,16})\s*=\s*(\d{1,15}(?:\.\d{1,6})?)$/;

/** The units typed as `CTN=24, PAL=960`; null when a part is not `unit=factor`. */
export function parseUnits(text: string | undefined | null): GoodsUnit[] | null {
  const parts = (text ?? '')
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const units: GoodsUnit[] = [];
  for (const part of parts) {
    const match = UNIT_PART.exec(part);
    if (!match?.[1] || !match[2]) return null;
    units.push({ unit: match[1].toUpperCase(), factor: match[2] });
  }
  return units;
}

/** What the submit call takes of a row: one of goods and category, decimals as text. */
export const itemInput = (item: PriceListRow) => ({
  goodsId: item.goodsId || null,
  categoryId: item.goodsId ? null : item.categoryId || null,
  unit: item.unit,
  price: String(item.price),
  minQty: String(item.minQty ?? '0'),
  validFrom: item.validFrom || null,
  validTo: item.validTo || null,
});

/** The header of a list as the submit call takes it, with the rows it should end up with. */
export const priceListBody = (list: PriceListDetail, items: PriceListRow[]): PriceListBody => ({
  id: list.id,
  version: list.version,
  code: list.code,
  name: list.name,
  currency: list.currency,
  validFrom: list.validFrom,
  validTo: list.validTo,
  isDefault: list.isDefault,
  state: list.state,
  remark: list.remark,
  items: items.map(itemInput),
});

/** A record as form values: the form's text rules take '' or nothing, never the server's null. */
export const formValues = <R extends object>(row: R): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === null ? undefined : value]));
