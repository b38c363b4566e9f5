/**
 * When preinscription for the next intake closes. The business sets it here until the pricing
 * API (its `fechaLimite`) feeds the landing.
 */
export const INTAKE_CLOSES_AT = '2026-12-15T23:59:59-05:00';
