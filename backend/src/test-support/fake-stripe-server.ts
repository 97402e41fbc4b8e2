import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Stripe's form encoding (`items[0][price]=x&expand[0]=y`) back into objects and arrays. */
export function parseStripeForm(text: string): Record<string, any> {
  const root: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: any = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) { node[segment] = value; return; }
      node[segment] ??= /^\d+$/.test(path[i + 1]) ? [] : {};
      node = node[segment];
    });
  }
  return root;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  params: Record<string, any>;
  idempotencyKey: string | undefined;
}

interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  metadata: Record<string, string>;
  priceId: string;
  itemId: string;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  invoice: { id: string; status: 'open' | 'paid'; secret: string };
}

const DAY = 86_400;

/**
 * A small Stripe API on 127.0.0.1 for the real `stripe` SDK (host/port/protocol options): customers,
 * subscriptions (create incomplete, retrieve, update, expand of the invoice's confirmation_secret),
 * billing-portal sessions. Tests drive the rest (`pay`, `update`) and sign webhooks with the SDK.
 */
export class FakeStripeServer {
  readonly requests: RecordedStripeRequest[] = [];
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly customers = new Map<string, { id: string; email: string; metadata: Record<string, string> }>();
  /** The next request answers with this Stripe error instead. */
  failNext: { status: number; message: string } | null = null;
  private server: Server | null = null;
  private counter = 0;
  private readonly idempotent = new Map<string, unknown>();

  constructor(readonly secretKey = 'sk_test_fake') {}

  get url(): string {
    const address = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async close(): Promise<void> {
    if (!this.server) return;
    const server = this.server;
    // The SDK keeps connections alive; close them or close() waits for them forever.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private id(prefix: string): string {
    return `${prefix}_${(++this.counter).toString().padStart(6, '0')}${Math.random().toString(36).slice(2, 8)}`;
  }

  /** The customer pays the open invoice: the subscription becomes active for the period set at creation (as Stripe does). */
  pay(subscriptionId: string): Record<string, unknown> {
    const sub = this.mustGet(subscriptionId);
    sub.invoice.status = 'paid';
    sub.status = 'active';
    return this.subscriptionJson(sub, []);
  }

  update(subscriptionId: string, change: Partial<Pick<FakeSubscription, 'status' | 'cancelAtPeriodEnd' | 'periodEnd' | 'priceId'>>): Record<string, unknown> {
    Object.assign(this.mustGet(subscriptionId), change);
    return this.json(subscriptionId);
  }

  json(subscriptionId: string): Record<string, unknown> {
    return this.subscriptionJson(this.mustGet(subscriptionId), []);
  }

  invoiceJson(subscriptionId: string): Record<string, unknown> {
    const sub = this.mustGet(subscriptionId);
    return this.invoice(sub, false);
  }

  /** A Stripe event envelope around an object, as a webhook would carry it. */
  event(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)): { id: string; payload: string } {
    const id = this.id('evt');
    const payload = JSON.stringify({ id, object: 'event', api_version: '2026-10-28.endive', created, type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object } });
    return { id, payload };
  }

  private mustGet(id: string): FakeSubscription {
    const sub = this.subscriptions.get(id);
    if (!sub) throw new Error(`fake stripe: no subscription ${id}`);
    return sub;
  }

  private invoice(sub: FakeSubscription, withSecret: boolean): Record<string, unknown> {
    return {
      id: sub.invoice.id, object: 'invoice', status: sub.invoice.status, customer: sub.customer,
      parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      ...(withSecret ? { confirmation_secret: { client_secret: sub.invoice.secret, type: 'payment_intent' } } : {}),
    };
  }

  private subscriptionJson(sub: FakeSubscription, expand: string[]): Record<string, unknown> {
    return {
      id: sub.id, object: 'subscription', customer: sub.customer, status: sub.status, metadata: sub.metadata,
      cancel_at_period_end: sub.cancelAtPeriodEnd, cancel_at: sub.cancelAtPeriodEnd ? sub.periodEnd : null, pending_update: null,
      items: {
        object: 'list', has_more: false, url: `/v1/subscription_items?subscription=${sub.id}`,
        data: [{ id: sub.itemId, object: 'subscription_item', price: { id: sub.priceId, object: 'price' }, current_period_start: sub.periodEnd - 30 * DAY, current_period_end: sub.periodEnd }],
      },
      latest_invoice: expand.includes('latest_invoice.confirmation_secret') || expand.includes('latest_invoice') ? this.invoice(sub, expand.includes('latest_invoice.confirmation_secret')) : sub.invoice.id,
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = parseStripeForm(req.method === 'GET' || req.method === 'DELETE' ? url.search.slice(1) : Buffer.concat(chunks).toString());
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, params, idempotencyKey });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': this.id('req') });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, message: string, code?: string) => send(status, { error: { type: status === 401 ? 'invalid_request_error' : 'invalid_request_error', message, ...(code ? { code } : {}) } });
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) return error(401, 'Invalid API Key provided');
    if (this.failNext) {
      const { status, message } = this.failNext;
      this.failNext = null;
      return error(status, message);
    }
    const cacheKey = idempotencyKey ? `${req.method} ${url.pathname} ${idempotencyKey}` : null;
    if (cacheKey && this.idempotent.has(cacheKey)) return send(200, this.idempotent.get(cacheKey));
    const reply = (body: unknown) => {
      if (cacheKey) this.idempotent.set(cacheKey, body);
      send(200, body);
    };
    const expand: string[] = params.expand ?? [];
    const route = `${req.method} ${url.pathname}`;
    let match: RegExpExecArray | null;

    if (route === 'POST /v1/customers') {
      const customer = { id: this.id('cus'), email: params.email, metadata: params.metadata ?? {} };
      this.customers.set(customer.id, customer);
      return reply({ object: 'customer', ...customer });
    }
    if (route === 'POST /v1/subscriptions') {
      if (!this.customers.has(params.customer)) return error(404, `No such customer: '${params.customer}'`, 'resource_missing');
      const sub: FakeSubscription = {
        id: this.id('sub'), customer: params.customer, status: 'incomplete', metadata: params.metadata ?? {},
        priceId: params.items?.[0]?.price, itemId: this.id('si'), periodEnd: Math.floor(Date.now() / 1000) + 30 * DAY, cancelAtPeriodEnd: false,
        invoice: { id: this.id('in'), status: 'open', secret: `pi_${this.counter}_secret_${Math.random().toString(36).slice(2)}` },
      };
      this.subscriptions.set(sub.id, sub);
      return reply(this.subscriptionJson(sub, expand));
    }
    if ((match = /^(GET|POST) \/v1\/subscriptions\/([^/]+)$/.exec(route))) {
      const sub = this.subscriptions.get(match[2]);
      if (!sub) return error(404, `No such subscription: '${match[2]}'`, 'resource_missing');
      if (match[1] === 'POST') {
        const item = params.items?.[0];
        if (item?.price) {
          if (item.id !== sub.itemId) return error(400, `Subscription item ${item.id} does not belong to ${sub.id}`);
          // The saved card pays the prorated invoice at once.
          sub.priceId = item.price;
          sub.invoice = { id: this.id('in'), status: 'paid', secret: `pi_${this.counter}_secret_x` };
        }
        if (params.cancel_at_period_end !== undefined) sub.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
      }
      return reply(this.subscriptionJson(sub, expand));
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      if (!this.customers.has(params.customer)) return error(404, `No such customer: '${params.customer}'`, 'resource_missing');
      const id = this.id('bps');
      return reply({ id, object: 'billing_portal.session', customer: params.customer, return_url: params.return_url, url: `https://billing.stripe.test/p/session/${id}` });
    }
    return error(404, `Unrecognized request URL (${req.method}: ${url.pathname})`);
  }
}
