/**
 * `/payment-success` (SPEC §2, §7): the landing with a thank-you band; Purchase (value from `mount`,
 * else 197 USD; eventID from `session_id` or `invoice_id`) and FunnelProgress purchase_complete
 * once per payment; with an `invoice_id` of a safe form, the invoice PDF
 * (`{invoiceBaseUrl}/INVOICES/{invoice_id}.pdf`) opens after 3 s, and a link to it stays on the page
 * in case the browser blocks the window.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useContent } from '../content';
import { useCopy } from '../i18n';
import { purchaseDetails, reportPurchase, INVOICE_DELAY_MS } from '../lib/purchase';

const COPY = {
  es: { title: '¡Pago recibido! Bienvenido al bootcamp', body: 'Te enviamos la confirmación y los próximos pasos por email.', invoice: 'Descargar tu factura (PDF)' },
  en: { title: 'Payment received! Welcome to the bootcamp', body: 'We sent you the confirmation and next steps by email.', invoice: 'Download your invoice (PDF)' },
} as const;

export function PaymentSuccess() {
  const t = useCopy(COPY);
  const { search } = useLocation();
  const { settings } = useContent();
  const details = purchaseDetails(search, settings.invoiceBaseUrl);

  useEffect(() => {
    const first = reportPurchase(details);
    if (!details.invoiceUrl || !first) return;
    const timer = setTimeout(() => window.open(details.invoiceUrl, '_blank', 'noopener'), INVOICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [details.eventId, details.invoiceUrl]);

  return (
    <div className="payment-success" role="status" aria-labelledby="payment-success-title">
      <div className="container payment-success__inner">
        <h2 id="payment-success-title">{t.title}</h2>
        <p>{t.body}</p>
        {details.invoiceUrl && (
          <a className="btn btn--secondary" href={details.invoiceUrl} target="_blank" rel="noopener noreferrer">
            {t.invoice}
          </a>
        )}
      </div>
    </div>
  );
}
