import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Inbound } from '@smdp/contracts/stock';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RealServer, signInReal, startRealServer } from '../../testing/real-server';

type Envelope<T> = { code: number; data: T };
type BalanceRow = { warehouseId: string; goodsId: string; baseUnit: string | null; batchNo: string };
type LedgerRow = { voucherType: string; voucherId: string };

const PORT = 20_000 + Math.floor(Math.random() * 2000);
const VOUCHERS = 48;
const KILL_AFTER_ACKNOWLEDGED = 12;
const IN_FLIGHT = 6;

/**
 * `kill -9` of the real process in the middle of a burst of postings: after a restart every posting
 * the server acknowledged is there, and no voucher is half-posted (all its entries or none, and its
 * state says which). On the embedded database and, in the PostgreSQL project, on a server of its own.
 */
describe('stock postings survive kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'smdp-crash-'));
  const schema = `crash_${Math.random().toString(16).slice(2, 10)}`;
  const url = process.env.TEST_DATABASE_URL;
  const onPostgres = process.env.TEST_DB_KIND === 'postgres';
  const env: Record<string, string> =
    onPostgres && url
      ? { DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}` }
      : { DATA_DIR: dataDir };

  beforeAll(async () => {
    if (!onPostgres) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (!onPostgres) return;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  });

  it('keeps every acknowledged receipt and half-posts none', async () => {
    const first = await startRealServer(PORT, env);
    const call = await client(first);
    const [warehouseId, lines] = await threeGoodsOfOneWarehouse(call);
    const vouchers: Inbound[] = [];
    for (let index = 0; index < VOUCHERS; index++) {
      const draft = await call<Inbound>('POST', '/smdp-stock/inbound/submit', {
        inboundType: 'OTHER_IN',
        warehouseId,
        lines: lines.map((line) => ({ goodsId: line.goodsId, unit: line.baseUnit, expectedQty: '1' })),
      });
      vouchers.push(
        await call<Inbound>('POST', '/smdp-stock/inbound/confirm', { id: draft.id, version: draft.version }),
      );
    }

    const acknowledged = await receiveUntilKilled(first, call, vouchers);
    expect(await first.exited).toBeNull();
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(acknowledged.size, 'the kill must land in the middle of the burst').toBeLessThan(VOUCHERS);

    const second = await startRealServer(PORT, env);
    try {
      const again = await client(second);
      const entries = new Map<string, number>();
      for (const line of lines) {
        const page = await again<{ records: LedgerRow[]; total: number }>(
          'GET',
          `/smdp-stock/report/ledger?goodsId=${line.goodsId}&warehouseId_equal=${warehouseId}&size=500`,
        );
        expect(page.total).toBe(page.records.length);
        for (const entry of page.records.filter((row) => row.voucherType === 'inbound')) {
          entries.set(entry.voucherId, (entries.get(entry.voucherId) ?? 0) + 1);
        }
      }
      for (const voucher of vouchers) {
        const { state } = await again<Inbound>('GET', `/smdp-stock/inbound/detail?id=${voucher.id}`);
        const posted = entries.get(voucher.id) ?? 0;
        expect({ voucher: voucher.id, state, posted }).toEqual({
          voucher: voucher.id,
          state: posted === lines.length ? 'DONE' : 'SUBMITTED',
          posted: posted === 0 ? 0 : lines.length,
        });
        if (acknowledged.has(voucher.id)) expect(state).toBe('DONE');
      }
      const drift = await again<{ driftCount: number }>('POST', '/smdp-stock/report/check');
      expect(drift.driftCount).toBe(0);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 180_000);
});

/** Receives the vouchers a few at a time and kills the process once enough were acknowledged. */
async function receiveUntilKilled(server: RealServer, call: Call, vouchers: Inbound[]) {
  const acknowledged = new Set<string>();
  const queue = [...vouchers];
  const worker = async () => {
    for (let voucher = queue.shift(); voucher; voucher = queue.shift()) {
      try {
        await call('POST', '/smdp-stock/inbound/receive-lines', {
          id: voucher.id,
          version: voucher.version,
          lines: voucher.lines.map((line) => ({ id: line.id, receivedQty: line.expectedQty })),
        });
        acknowledged.add(voucher.id);
        if (acknowledged.size === KILL_AFTER_ACKNOWLEDGED) server.child.kill('SIGKILL');
      } catch {
        // Refused connections and cut replies after the kill: those postings were never acknowledged.
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return acknowledged;
}

type Call = <T>(method: 'GET' | 'POST', path: string, body?: object) => Promise<T>;

async function client(server: RealServer): Promise<Call> {
  const { access_token: token } = (await (await signInReal(server.base)).json()) as { access_token: string };
  return async <T>(method: 'GET' | 'POST', path: string, body?: object) => {
    const response = await fetch(`${server.base}/api${path}`, {
      method,
      headers: { 'blade-auth': `bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const envelope = (await response.json()) as Envelope<T>;
    if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
}

/** A warehouse of the demo data holding three goods without batches. */
async function threeGoodsOfOneWarehouse(call: Call): Promise<[string, BalanceRow[]]> {
  const { records } = await call<{ records: BalanceRow[] }>('GET', '/smdp-stock/report/balance?size=500');
  const plain = records.filter((row) => row.batchNo === '' && row.baseUnit);
  for (const row of plain) {
    const sameWarehouse = plain.filter((other) => other.warehouseId === row.warehouseId);
    const goods = [...new Map(sameWarehouse.map((other) => [other.goodsId, other])).values()];
    if (goods.length >= 3) return [row.warehouseId, goods.slice(0, 3)];
  }
  throw new Error('the demo data has no warehouse with three plain goods');
}
