// Runs once per server process (Next's instrumentation hook).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { recordPeerAddresses } = await import('./lib/http/peer-address');
  await recordPeerAddresses(); // per-IP limits use the socket's address (lib/http/client.ts)
  if (process.env.REPRISE_PRUNE === 'off') return;
  const { schedulePruning } = await import('./lib/maintenance');
  schedulePruning();
}
