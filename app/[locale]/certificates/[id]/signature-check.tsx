'use client';

import { useEffect, useState } from 'react';

type Labels = { checking: string; valid: string; invalid: string; unknownKey: string; unsupported: string; logged: string };
type Outcome = 'checking' | 'valid' | 'invalid' | 'unknownKey' | 'unsupported';

const fromB64u = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)), (c) => c.charCodeAt(0));

/**
 * Verifies the certificate's JWS in the browser with WebCrypto's Ed25519, against the keys
 * published at /.well-known/jwks.json, so the check does not take the server's word for it
 * (docs/certificates.md#page).
 */
async function verify(jws: string): Promise<Outcome> {
  const [head, body, signature] = jws.split('.');
  if (!head || !body || !signature) return 'invalid';
  let kid: string | undefined;
  try {
    kid = (JSON.parse(new TextDecoder().decode(fromB64u(head))) as { kid?: string }).kid;
  } catch {
    return 'invalid';
  }
  const response = await fetch('/.well-known/jwks.json', { cache: 'no-store' });
  const { keys } = (await response.json()) as { keys: { kid: string; kty: string; crv: string; x: string }[] };
  const jwk = keys.find((k) => k.kid === kid);
  if (!jwk) return 'unknownKey';
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey('jwk', { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, { name: 'Ed25519' }, false, ['verify']);
  } catch {
    return 'unsupported';
  }
  const ok = await crypto.subtle.verify({ name: 'Ed25519' }, key, fromB64u(signature), new TextEncoder().encode(`${head}.${body}`));
  return ok ? 'valid' : 'invalid';
}

export function SignatureCheck({ jws, registrySeq, labels }: { jws: string; registrySeq: number | null; labels: Labels }) {
  const [outcome, setOutcome] = useState<Outcome>('checking');
  useEffect(() => {
    let live = true;
    verify(jws).then(
      (result) => live && setOutcome(result),
      () => live && setOutcome('unsupported'),
    );
    return () => {
      live = false;
    };
  }, [jws]);
  const alert = outcome === 'invalid' || outcome === 'unknownKey';
  return (
    <div className={`card signature-check ${outcome}`} role={alert ? 'alert' : 'status'} data-outcome={outcome}>
      <p>
        <strong>{labels[outcome]}</strong>
      </p>
      {outcome === 'valid' && registrySeq !== null && <p className="muted">{labels.logged}</p>}
    </div>
  );
}
