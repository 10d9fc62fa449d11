import { DeleteOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  Input,
  InputNumber,
  List,
  message,
  Radio,
  Row,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { partyLabel, partyOptions } from '../../../lib/party-options';
import { useSession } from '../../../lib/session';
import {
  orderDetail,
  orderKeys,
  ownCustomer,
  quoteOrder,
  saveOrder,
  submitOrder,
  useGoodsSearch,
  useGoodsUnits,
  useShipFrom,
} from '../api';
import { splitCheck } from '../pay-form';
import {
  dropWorking,
  type GoodsLine,
  lineQuantityFits,
  lineValue,
  restoreWorking,
  saveWorking,
  toQuoteBody,
  toSaveBody,
  usePurchase,
  workingStateOf,
} from '../purchase-state';
import type { Order } from '../types';
import { FundBanner } from './FundBanner';
import { PayFormFigures } from './PayFormFigures';
import { PurchaseRebateProgress } from './PurchaseRebateProgress';

const DAY = 'YYYY-MM-DD';
const QUOTE_DELAY = 400;

type Props = {
  /** After a successful submit (the page opens the order; a child window tells its opener and closes). */
  onSubmitted: (order: Order) => void;
};

/** The account a local working state belongs to: one person's cart never shows to another. */
const useOwner = () =>
  useSession((state) => `${state.tenantId}:${state.user?.user_id ?? ''}:${state.user?.account ?? ''}`);

/**
 * The purchase screen (spec §3 purchase working state): goods, units and quantities with their order
 * rules, delivery, the payment split with a live banner of the buyer's funds, save draft and submit.
 * A saved draft's id stays in the URL; the working state is kept locally, so a reload restores both.
 */
export function PurchaseScreen({ onSubmitted }: Props) {
  const { t } = useTranslation('order');
  const owner = useOwner();
  const staff = useSession((state) => !state.user?.user_info.customerCode);
  const location = useLocation();
  const navigate = useNavigate();
  const draftId = new URLSearchParams(location.search).get('draftId');
  const state = usePurchase();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [quoting, setQuoting] = useState(false);
  const [quoteError, setQuoteError] = useState<string | null>(null);

  // Restore: the local copy of this draft (or of the unsaved order), else the server's draft.
  const restoredFor = useRef<string | null>(null);
  useEffect(() => {
    const key = `${owner}|${draftId ?? ''}`;
    if (restoredFor.current === key) return;
    restoredFor.current = key;
    let alive = true;
    setReady(false);
    const server = draftId ? orderDetail(draftId).catch(() => null) : Promise.resolve(null);
    void server.then((order) => {
      if (!alive) return;
      const draft = order && order.state === 'DRAFT' ? order : null;
      usePurchase.getState().hydrate(restoreWorking(owner, draftId, draft));
      setReady(true);
    });
    return () => {
      alive = false;
      restoredFor.current = null;
    };
  }, [owner, draftId]);

  // Every change is kept locally (a reload restores it).
  useEffect(() => {
    if (!ready) return;
    return usePurchase.subscribe((next) => saveWorking(owner, workingStateOf(next)));
  }, [ready, owner]);

  // The live quote: prices, the recomputed payForm and the funds, a moment after the cart changes.
  const quoteBody = toQuoteBody(state);
  const signature = JSON.stringify(quoteBody);
  const quoteRun = useRef(0);
  const [quotedFor, setQuotedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!ready || !quoteBody.lines.length || !quoteBody.buyerPartyId) return;
    const run = ++quoteRun.current;
    const timer = setTimeout(() => {
      setQuoting(true);
      quoteOrder(JSON.parse(signature))
        .then((quote) => {
          if (run !== quoteRun.current) return;
          usePurchase.getState().applyQuote(quote);
          setQuotedFor(signature);
          setQuoteError(null);
        })
        .catch((error: Error) => run === quoteRun.current && setQuoteError(error.message))
        .finally(() => run === quoteRun.current && setQuoting(false));
    }, QUOTE_DELAY);
    return () => clearTimeout(timer);
    // The signature is the quote body: a new quote exactly when what it prices changed.
  }, [ready, signature, quoteBody.lines.length, quoteBody.buyerPartyId]);

  // A customer's own account buys for its customer.
  const own = useQuery({ queryKey: orderKeys.ownCustomer(), queryFn: ownCustomer, enabled: !staff });
  useEffect(() => {
    if (ready && !staff && own.data && !usePurchase.getState().basicForm.buyerId) {
      usePurchase.setState((current) => ({ basicForm: { ...current.basicForm, buyerId: own.data?.id ?? null } }));
    }
  }, [ready, staff, own.data]);

  // The quote carries the buyer's funds with the order's seller (available cash, rebate, credit).
  const funds = state.labelModel.funds;
  const split = splitCheck(state.payForm, state.labelModel.funds);
  const linesOk =
    state.goodsData.length > 0 && state.goodsData.every((line) => lineQuantityFits(line) && !line.problem);
  // Only what the server priced can be submitted: not while the cart waits for its quote.
  const canSubmit =
    quotedFor === signature &&
    !quoting &&
    linesOk &&
    !split.issues.length &&
    !state.labelModel.problems.length &&
    Boolean(state.deliverForm.warehouseId && state.basicForm.buyerId);

  const rememberDraft = (order: Order) => {
    usePurchase.getState().saved(order);
    if (!state.basicForm.draftId) dropWorking(owner, null);
    saveWorking(owner, workingStateOf(usePurchase.getState()));
    if (draftId !== order.id) {
      restoredFor.current = `${owner}|${order.id}`;
      navigate({ pathname: location.pathname, search: `?draftId=${order.id}` }, { replace: true });
    }
  };

  async function saveDraft(): Promise<Order | null> {
    const current = usePurchase.getState();
    if (!current.goodsData.length) {
      message.error(t('purchase.noLines'));
      return null;
    }
    const order = await saveOrder(toSaveBody(current));
    rememberDraft(order);
    return order;
  }

  async function act(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } catch {
      // The http layer shows the server's translated refusal; the cart stays as it is.
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    act(async () => {
      if (await saveDraft()) message.success(t('purchase.saved'));
    });

  const submit = () =>
    act(async () => {
      const current = usePurchase.getState();
      const draft =
        current.opt.dirty || !current.basicForm.draftId
          ? await saveDraft()
          : { id: current.basicForm.draftId, version: current.basicForm.version ?? 1 };
      if (!draft) return;
      const submitted = await submitOrder(draft, usePurchase.getState().payForm);
      dropWorking(owner, submitted.id);
      dropWorking(owner, null);
      usePurchase.getState().reset();
      message.success(
        t(submitted.state === 'ON_HOLD' ? 'purchase.held' : 'purchase.submitted', { docNo: submitted.docNo }),
      );
      onSubmitted(submitted);
    });

  const startOver = () => {
    dropWorking(owner, state.basicForm.draftId);
    dropWorking(owner, null);
    usePurchase.getState().reset();
    if (draftId) navigate({ pathname: location.pathname, search: '' }, { replace: true });
  };

  if (!ready) return <Card loading />;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} className="order-purchase">
      <FundBanner funds={funds} payForm={state.payForm} quoting={quoting} />
      <PurchaseRebateProgress buyerId={state.basicForm.buyerId} />
      {quoteError ? <Alert type="warning" showIcon title={quoteError} /> : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Card
              size="small"
              title={
                state.basicForm.docNo ? t('purchase.draftTitle', { docNo: state.basicForm.docNo }) : t('purchase.title')
              }
            >
              {staff ? <BuyerPicker /> : null}
              <GoodsPicker />
              <CartLines />
            </Card>
            <DeliveryCard />
          </Space>
        </Col>
        <Col xs={24} lg={9}>
          <Card size="small" title={t('pay.title')}>
            <PayFormFigures payForm={state.payForm} funds={state.labelModel.funds} editable />
            {split.issues.map((issue) => (
              <Alert key={issue} style={{ marginTop: 8 }} type="error" showIcon title={t(`pay.issues.${issue}`)} />
            ))}
            {split.creditShort ? (
              <Alert style={{ marginTop: 8 }} type="warning" showIcon title={t('pay.creditShort')} />
            ) : null}
            {state.labelModel.problems.map((problem) => (
              <Alert key={problem} style={{ marginTop: 8 }} type="warning" showIcon title={problem} />
            ))}
            <Input.TextArea
              style={{ marginTop: 12 }}
              aria-label={t('purchase.remark')}
              placeholder={t('purchase.remark')}
              maxLength={500}
              autoSize={{ minRows: 1, maxRows: 3 }}
              value={state.basicForm.remark}
              onChange={(event) => state.setBasic({ remark: event.target.value })}
            />
            <Space wrap style={{ marginTop: 12 }}>
              <Button onClick={save} loading={busy} disabled={!state.goodsData.length}>
                {t('purchase.saveDraft')}
              </Button>
              <Button type="primary" onClick={submit} loading={busy} disabled={!canSubmit}>
                {t('purchase.submit')}
              </Button>
              <Button type="link" onClick={startOver} disabled={busy}>
                {t('purchase.startOver')}
              </Button>
            </Space>
          </Card>
        </Col>
      </Row>
    </Space>
  );
}

function BuyerPicker() {
  const { t } = useTranslation('order');
  const buyerId = usePurchase((state) => state.basicForm.buyerId);
  const setBasic = usePurchase((state) => state.setBasic);
  const parties = useQuery({ queryKey: ['order', 'buyers'], queryFn: () => partyOptions(['ACTIVE']) });
  return (
    <Select
      aria-label={t('purchase.buyer')}
      placeholder={t('purchase.buyer')}
      style={{ width: '100%', marginBottom: 8 }}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      value={buyerId ?? undefined}
      loading={parties.isLoading}
      options={(parties.data ?? []).map((party) => ({ value: party.id, label: partyLabel(party) }))}
      onChange={(value?: string) => setBasic({ buyerId: value ?? null })}
    />
  );
}

/** Search the goods on sale by SKU or name; choosing one adds it to the cart at its first allowed quantity. */
function GoodsPicker() {
  const { t } = useTranslation('order');
  const keyword = usePurchase((state) => state.activeData.keyword);
  const setActive = usePurchase((state) => state.setActive);
  const addGoods = usePurchase((state) => state.addGoods);
  const goods = useGoodsSearch(keyword);
  const byId = new Map((goods.data ?? []).map((one) => [one.id, one]));
  return (
    <Select
      aria-label={t('purchase.addGoods')}
      placeholder={t('purchase.addGoods')}
      style={{ width: '100%' }}
      showSearch={{ filterOption: false, onSearch: (value) => setActive({ keyword: value.trim() }) }}
      value={null}
      loading={goods.isFetching}
      notFoundContent={goods.isFetching ? null : <Empty description={t('purchase.noGoods')} />}
      options={(goods.data ?? []).map((one) => ({ value: one.id, label: `${one.sku} ${one.name}` }))}
      onChange={(id: string) => {
        const chosen = byId.get(id);
        if (chosen) addGoods(chosen);
      }}
    />
  );
}

function CartLines() {
  const { t } = useTranslation('order');
  const lines = usePurchase((state) => state.goodsData);
  if (!lines.length) return <Empty style={{ marginTop: 12 }} description={t('purchase.emptyCart')} />;
  return (
    <List
      style={{ marginTop: 12 }}
      dataSource={lines}
      rowKey="key"
      renderItem={(line, index) => <CartLine line={line} index={index + 1} />}
    />
  );
}

function CartLine({ line, index }: { line: GoodsLine; index: number }) {
  const { t } = useTranslation('order');
  const updateLine = usePurchase((state) => state.updateLine);
  const removeLine = usePurchase((state) => state.removeLine);
  const fits = lineQuantityFits(line);
  // A line restored from a server draft knows only its own unit: fetch the goods' units once.
  const known = useGoodsUnits(line.goodsId, line.units.length === 0);
  useEffect(() => {
    if (!known.data?.length) return;
    const base = known.data.find((unit) => unit.isBase)?.unit ?? line.baseUnit;
    usePurchase.setState((state) => ({
      goodsData: state.goodsData.map((one) =>
        one.key === line.key
          ? {
              ...one,
              baseUnit: base,
              units: known.data.filter((unit) => !unit.isBase).map(({ unit, factor }) => ({ unit, factor })),
            }
          : one,
      ),
    }));
  }, [known.data, line.key, line.baseUnit]);
  const units = [line.baseUnit, ...line.units.map((unit) => unit.unit).filter((unit) => unit !== line.baseUnit)];
  return (
    <List.Item>
      <Space orientation="vertical" size={4} style={{ width: '100%' }} aria-label={t('purchase.line', { index })}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Text strong>
            {line.sku} {line.name}
          </Typography.Text>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('purchase.removeLine', { index })}
            onClick={() => removeLine(line.key)}
          />
        </Space>
        <Space wrap>
          <InputNumber<string>
            aria-label={t('purchase.qtyOf', { index })}
            stringMode
            min="0"
            precision={3}
            style={{ width: 120 }}
            status={fits ? undefined : 'warning'}
            value={line.qty}
            onChange={(qty) => updateLine(line.key, { qty: qty ?? '0' })}
          />
          <Select
            aria-label={t('purchase.unitOf', { index })}
            style={{ width: 90 }}
            value={line.unit}
            options={units.map((unit) => ({ value: unit, label: unit }))}
            onChange={(unit: string) => updateLine(line.key, { unit })}
          />
          <Space size={4}>
            <Switch
              size="small"
              aria-label={t('purchase.giftOf', { index })}
              checked={line.isGift}
              onChange={(isGift) => updateLine(line.key, { isGift })}
            />
            <Typography.Text>{t('purchase.gift')}</Typography.Text>
          </Space>
          {line.isGift ? null : (
            <InputNumber<string>
              aria-label={t('purchase.discountOf', { index })}
              addonBefore={t('purchase.discount')}
              stringMode
              min="0"
              precision={2}
              style={{ width: 170 }}
              value={line.discountAmount}
              onChange={(discountAmount) => updateLine(line.key, { discountAmount: discountAmount ?? '0.00' })}
            />
          )}
        </Space>
        <Typography.Text type="secondary">
          {line.unitPrice === null
            ? t('purchase.unpriced')
            : t('purchase.priceLine', { price: line.unitPrice, unit: line.unit, amount: lineValue(line) })}
        </Typography.Text>
        {Number(line.minOrderQty) > 0 || Number(line.orderMultiple) > 1 ? (
          <Typography.Text type={fits ? 'secondary' : 'warning'}>
            {t('purchase.rules', { min: line.minOrderQty, multiple: line.orderMultiple, unit: line.baseUnit })}
          </Typography.Text>
        ) : null}
        {line.problem ? (
          <Typography.Text type="danger">{t(`purchase.problems.${line.problem}`)}</Typography.Text>
        ) : null}
      </Space>
    </List.Item>
  );
}

function DeliveryCard() {
  const { t } = useTranslation('order');
  const deliver = usePurchase((state) => state.deliverForm);
  const setDeliver = usePurchase((state) => state.setDeliver);
  const buyerId = usePurchase((state) => state.basicForm.buyerId);
  const warehouses = useShipFrom(buyerId);
  return (
    <Card size="small" title={t('deliver.title')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Select
          aria-label={t('deliver.warehouse')}
          placeholder={t('deliver.warehouse')}
          style={{ width: '100%' }}
          showSearch={{ optionFilterProp: 'label' }}
          value={deliver.warehouseId ?? undefined}
          loading={warehouses.isLoading}
          options={(warehouses.data ?? []).map((warehouse) => ({
            value: warehouse.id,
            label: `${warehouse.code} ${warehouse.name}`,
          }))}
          onChange={(warehouseId: string) => setDeliver({ warehouseId })}
        />
        <Radio.Group
          aria-label={t('deliver.method')}
          value={deliver.deliveryMethod}
          onChange={(event) => setDeliver({ deliveryMethod: event.target.value })}
          options={[
            { value: 'DELIVERY', label: t('deliver.methods.DELIVERY') },
            { value: 'PICKUP', label: t('deliver.methods.PICKUP') },
          ]}
        />
        <DatePicker
          aria-label={t('deliver.expectedDate')}
          placeholder={t('deliver.expectedDate')}
          style={{ width: '100%' }}
          disabledDate={(day) => day.isBefore(dayjs().startOf('day'))}
          value={deliver.expectedDate ? dayjs(deliver.expectedDate) : null}
          onChange={(day) => setDeliver({ expectedDate: day ? day.format(DAY) : null })}
        />
        {deliver.deliveryMethod === 'DELIVERY' ? (
          <Input.TextArea
            aria-label={t('deliver.shipTo')}
            placeholder={t('deliver.shipTo')}
            maxLength={300}
            autoSize={{ minRows: 2, maxRows: 4 }}
            value={deliver.shipTo}
            onChange={(event) => setDeliver({ shipTo: event.target.value })}
          />
        ) : null}
      </Space>
    </Card>
  );
}
