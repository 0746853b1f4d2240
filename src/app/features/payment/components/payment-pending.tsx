import { useT } from '#app/lib/i18n';

// Apart from the screen: the route keeps its pending component in its first chunk.

/** The route's pending screen: the heading and the summary's skeleton. */
export function PaymentPending() {
  const t = useT();
  return (
    <section className="page payment-page" aria-labelledby="payment-title">
      <h1 id="payment-title">{t('Payment Details')}</h1>
      <PaymentSkeleton />
    </section>
  );
}

function PaymentSkeleton() {
  const t = useT();
  return (
    <div
      className="card payment-summary"
      role="status"
      aria-busy="true"
      aria-label={t('Loading appointment')}
    >
      <div className="skeleton" style={{ width: '40%', height: 24 }} />
      <div className="payment-doctor" style={{ marginTop: 16 }}>
        <div className="skeleton payment-doctor-image" />
        <div style={{ flex: 1 }}>
          <div className="skeleton" style={{ width: '60%' }} />
          <div className="skeleton" style={{ width: '35%', marginTop: 8 }} />
        </div>
      </div>
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className="skeleton" style={{ width: '80%', marginTop: 12 }} />
      ))}
    </div>
  );
}
