const TONES: Record<string, string> = {
  booked: 'info',
  in_transit: 'info',
  received: 'info',
  quote_pending: 'warn',
  in_repair: 'progress',
  repaired: 'progress',
  returning: 'progress',
  ready_for_collection: 'success',
  completed: 'success',
  cancelled: 'muted',
};

/** A status word in a coloured pill; the colour only repeats the text. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`badge badge-${TONES[status] ?? 'info'}`}>{label}</span>;
}
