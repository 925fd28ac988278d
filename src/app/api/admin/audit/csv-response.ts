/** The audit log's CSV as a download, streamed as the use case reads it (never cached: it is private). */
export function auditCsvResponse(body: ReadableStream<Uint8Array>, now = new Date()): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8; header=present',
      'content-disposition': `attachment; filename="audit-${now.toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
