/**
 * The lead outbox as the LeadForm unit tests mock it (`vi.mock('./outbox', () => import(…).then((m) =>
 * m.outboxModule()))`: vi.mock stays in each test file, its module comes from here). Lead ids count
 * from `lead-id-0001`, and a lead queued again under the same id keeps its ticket's signal, like the
 * real outbox. This module imports nothing of the form's, so the form importing the mocked outbox
 * cannot loop back into it.
 */
import { signal, type Signal } from '@preact/signals-core';
import { vi } from 'vitest';
import type { Lead } from '../../src/contracts/lead';
import type { Delivery } from '../../src/services/outbox';

const state = { ids: 0, tickets: new Map<string, Signal<Delivery>>() };

/** The mocked module: newLeadId, queueLead and resumeOutbox. */
export function outboxModule() {
  return {
    newLeadId: vi.fn(() => `lead-id-${String(++state.ids).padStart(4, '0')}`),
    queueLead: vi.fn((lead: Lead) => {
      const delivery = state.tickets.get(lead.id) ?? signal<Delivery>({ state: 'queued', attempts: 0 });
      state.tickets.set(lead.id, delivery);
      return { id: lead.id, delivery };
    }),
    resumeOutbox: vi.fn(),
  };
}

/** Ids from 0001 again and no tickets (before each test). */
export function resetOutboxMock(): void {
  state.ids = 0;
  state.tickets.clear();
}

/** The delivery signal of the lead queued under `id` (the test sets it as the outbox would). */
export function ticket(id: string): Signal<Delivery> {
  const delivery = state.tickets.get(id);
  if (!delivery) throw new Error(`no lead queued under ${id}`);
  return delivery;
}
