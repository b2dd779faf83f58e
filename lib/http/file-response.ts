/**
 * A generated file as the answer: never cached (it is someone's data, made on demand) and never
 * content-sniffed. `inline` opens in the browser (to view, to print); `attachment` saves it.
 */
export function fileResponse(body: BodyInit, file: { type: string; disposition: 'inline' | 'attachment'; name: string }): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': file.type,
      'content-disposition': `${file.disposition}; filename="${file.name}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
