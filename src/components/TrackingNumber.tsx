/**
 * A shipment's tracking number (issue 18 item 18): a link to the carrier's own tracking page,
 * opened in a new tab (rel=noopener: the carrier's page gets no handle on ours), saying so to
 * screen readers; plain text for a carrier we have no tracking page for.
 */
export function TrackingNumber({ tracking, className }: { tracking: { text: string; url: string | null; opens: string }; className?: string }) {
  return (
    <p data-testid="tracking-number" className={className}>
      {tracking.url ? (
        <a href={tracking.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-dark underline">
          {tracking.text}
          <span className="sr-only"> ({tracking.opens})</span>
        </a>
      ) : (
        tracking.text
      )}
    </p>
  );
}
