/** A placeholder block of the final size: no layout shift when the content arrives. */
export function Skeleton({ height = '1rem', width = '100%', className }: { height?: string; width?: string; className?: string }) {
  return <span className={['skeleton', className].filter(Boolean).join(' ')} style={{ height, width }} aria-hidden="true" />;
}

export function SkeletonCard({ lines = 3, height }: { lines?: number; height?: string }) {
  return (
    <div className="card skeleton-card" aria-hidden="true" style={height ? { minHeight: height } : undefined}>
      <Skeleton height="1.25rem" width="60%" />
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={`${90 - i * 12}%`} />
      ))}
    </div>
  );
}

/** Announces loading to screen readers once, while skeletons show. */
export function LoadingRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
