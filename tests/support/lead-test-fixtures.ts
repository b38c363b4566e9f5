/** Valid lead bodies for the contract tests, with fields to override (test helper, not shipped). */
import { ENROLMENT_TOKEN, PHONE_PLACEHOLDER } from '../../src/contracts/lead';

export const scholarship = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  kind: 'scholarship',
  lead: true,
  beca: true,
  bootcamp: 'fullstack',
  email: 'ana@example.com',
  name: 'Ana Pérez',
  phone: '+51987654321',
  country: 'PE',
  fecha: '1 de marzo',
  meta: { fillMs: 5000, hp: '', page: 'https://example.com/beca', lang: 'es' },
  ...over,
});

export const brochure = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'lead_id-0001',
  kind: 'brochure',
  lead: true,
  evento: false,
  bootcamp: 'cloud-aws',
  email: 'ana@example.com',
  name: 'Ana',
  country: 'US',
  Token: ENROLMENT_TOKEN,
  landing: 'temario',
  source: '?utm_source=x',
  phone: PHONE_PLACEHOLDER,
  ...over,
});

export const masterclass = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'mc-lead-0001',
  kind: 'masterclass',
  lead: true,
  bootcamp: 'fullstack',
  email: 'ana@example.com',
  name: 'Ana Pérez',
  country: 'PE',
  phone: '+51987654321',
  masterclassAt: '2027-01-14T19:00:00-05:00',
  meta: { fillMs: 5000, hp: '', page: 'https://example.com/masterclass', lang: 'es' },
  ...over,
});

export const advisor = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'advisor-lead-0001',
  kind: 'advisor',
  lead: true,
  bootcamp: 'frontend-completo',
  email: 'ana@example.com',
  name: 'Ana Pérez',
  country: 'PE',
  phone: '+51987654321',
  meta: { fillMs: 5000, hp: '', page: 'https://example.com/inscripcion/frontend-completo/PE', lang: 'es' },
  ...over,
});
