/**
 * Test helpers for the lead API: valid leads to post, and route options over a
 * throwaway store.
 */
import { Hono } from 'hono';
import { afterEach, vi } from 'vitest';
import { ENROLMENT_TOKEN, type LeadInput } from '../../src/contracts/lead';
import { SAME_ORIGIN_ONLY } from '../../host/server/leads/origin';
import { leadRoutes, type LeadRouteOptions } from '../../host/server/leads/routes';
import type { LeadStore } from '../../host/server/leads/store';
import { openLeadStore } from '../../host/server/leads/store/sqlite';

let counter = 0;

/** A fresh valid lead id (unique within the test run). */
export function testLeadId(): string {
  counter += 1;
  return `test-${process.pid}-${Date.now().toString(36)}-${counter}`;
}

/** A valid scholarship lead (docs/product.md#lead-calls body + envelope), with overrides. */
export function scholarshipLead(overrides: Record<string, unknown> = {}): LeadInput {
  return {
    id: testLeadId(),
    kind: 'scholarship',
    lead: true,
    beca: true,
    bootcamp: 'fullstack',
    email: 'ana@example.com',
    name: 'Ana Peña',
    phone: '+51987654321',
    country: 'PE',
    fecha: '2026-03-14',
    meta: { fillMs: 8000, hp: '', page: 'https://embudo.test/', lang: 'es' },
    ...overrides,
  } as LeadInput;
}

/** A valid brochure lead (docs/product.md#lead-calls enrolment body + envelope), with overrides. */
export function brochureLead(overrides: Record<string, unknown> = {}): LeadInput {
  return {
    id: testLeadId(),
    kind: 'brochure',
    lead: true,
    evento: false,
    bootcamp: 'fullstack',
    email: 'luis@example.com',
    name: 'Luis',
    country: 'MX',
    Token: ENROLMENT_TOKEN,
    landing: 'temario',
    source: '?utm_source=test',
    phone: 'phone',
    meta: { fillMs: 5000 },
    ...overrides,
  } as LeadInput;
}

/** A valid masterclass registration (the instant of the class, or null for "tell me the next date"), with overrides. */
export function masterclassLead(overrides: Record<string, unknown> = {}): LeadInput {
  return {
    id: testLeadId(),
    kind: 'masterclass',
    lead: true,
    bootcamp: 'fullstack',
    email: 'sofia@example.com',
    name: 'Sofía',
    phone: '+573001234567',
    country: 'CO',
    masterclassAt: '2027-01-14T19:00:00-05:00',
    meta: { fillMs: 6000, hp: '', page: 'https://embudo.test/masterclass', lang: 'es' },
    ...overrides,
  } as LeadInput;
}

/** A valid request to talk to an advisor (the scholarship form with `topic="advisor"`), with overrides. */
export function advisorLead(overrides: Record<string, unknown> = {}): LeadInput {
  return {
    id: testLeadId(),
    kind: 'advisor',
    lead: true,
    bootcamp: 'frontend-completo',
    email: 'eva@example.com',
    name: 'Eva',
    phone: '+51987654321',
    country: 'PE',
    meta: { fillMs: 7000, hp: '', page: 'https://embudo.test/inscripcion/frontend-completo/PE', lang: 'es' },
    ...overrides,
  } as LeadInput;
}

/** Route options over a fresh in-memory store: same origin only, no admin token, no rate limit. */
export function memoryLeadOptions(overrides: Partial<LeadRouteOptions> = {}): LeadRouteOptions {
  return {
    store: openLeadStore(':memory:'),
    allowedOrigins: SAME_ORIGIN_ONLY,
    adminToken: undefined,
    trustProxy: 0,
    rateLimit: null,
    ...overrides,
  };
}

/** An admin token of the right strength, for the routes that need one. */
export const TEST_ADMIN_TOKEN = 'test-clv09_oxYbmn5VyhTMb0rb53eA-sOW38oABt5QHfVag';

export interface RouteHarness {
  app: Hono;
  store: LeadStore;
  options: LeadRouteOptions;
  log: ReturnType<typeof vi.fn>;
}

/**
 * The lead routes under `/api` on a throwaway store, with a log spy. Call at a test file's top
 * level: the stores it opens are closed after each test.
 */
export function useRouteHarness(): (overrides?: Partial<LeadRouteOptions>) => RouteHarness {
  const opened: LeadStore[] = [];
  afterEach(() => {
    for (const store of opened.splice(0)) store.close();
  });
  return (overrides = {}) => {
    const log = vi.fn();
    const options = memoryLeadOptions({ log, ...overrides });
    opened.push(options.store);
    const app = new Hono();
    app.route('/api', leadRoutes(options));
    return { app, store: options.store, options, log };
  };
}

/** A JSON POST to the app (a string or bytes go as they are). */
export function postJson(app: Hono, body: unknown, headers: Record<string, string> = {}, route = '/api/leads'): Promise<Response> {
  return Promise.resolve(
    app.request(route, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : body instanceof Uint8Array ? new Uint8Array(body) : JSON.stringify(body),
    }),
  );
}
