'use client';

import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';

/**
 * The reference as ours (docs/integrators.md#reference): no agent ("Ask AI"), MCP or deploy
 * menus, no fonts from Scalar's CDN (the page's CSP allows fonts from this app only; the
 * system fonts the site uses are set below), no telemetry, no request proxy.
 */
export function ApiReference() {
  return (
    <>
      <style>{':root{--scalar-font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--scalar-font-code:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}'}</style>
      <ApiReferenceReact
        configuration={{
          url: '/api/openapi.json',
          hideClientButton: true,
          telemetry: false,
          withDefaultFonts: false,
          showDeveloperTools: 'never',
          agent: { disabled: true },
          mcp: { disabled: true },
          documentDownloadType: 'json',
        }}
      />
    </>
  );
}
