// Runs once per server process (Next's instrumentation hook).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.REPRISE_PRUNE === 'off') return;
  const { schedulePruning } = await import('./lib/maintenance');
  schedulePruning();
}
