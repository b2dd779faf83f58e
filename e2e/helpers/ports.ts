/**
 * Ports of the servers that specs start themselves, one per spec: two specs run at once
 * (playwright.config.ts workers: 2), and two specs on one port talked to each other's server.
 */
const base = Number(process.env.E2E_PORT ?? 3100);

export const OWN_PORTS = {
  account: Number(process.env.E2E_ACCOUNT_PORT ?? base + 1),
  twoInstances: [base + 101, base + 102],
  unavailable: base + 103,
  uploadMemory: base + 104,
} as const;
