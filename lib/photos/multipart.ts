import busboy from 'busboy';

/** Why reading a multipart body stopped. The caller turns these into problem+json. */
export class MultipartError extends Error {
  constructor(
    readonly kind: 'not_multipart' | 'malformed' | 'request_too_large' | 'file_too_large' | 'too_many_files' | 'too_many_fields' | 'field_too_long',
    readonly detail: { index?: number; field?: string } = {},
  ) {
    super(kind);
    this.name = 'MultipartError';
  }
}

export type MultipartLimits = {
  maxFileBytes: number;
  maxFiles: number;
  maxRequestBytes: number;
  maxFields: number;
  maxFieldBytes: number;
  /** How many leading bytes of each file `onFileHead` sees (fewer if the file is shorter). */
  headBytes: number;
};

export type FilePartInfo = { index: number; field: string; filename: string; declaredType: string };
export type ReceivedFile = FilePartInfo & { bytes: Buffer };

export type MultipartHandlers = {
  /** A text field. Throwing refuses the request and stops reading. */
  onField(name: string, value: string): void;
  /** The first bytes of a file, as soon as they arrive. Throwing stops reading at once. */
  onFileHead(head: Buffer, info: FilePartInfo): void;
  /** A complete file, within the size limit. Throwing stops reading. */
  onFile(file: ReceivedFile): void;
  /** Aborting stops reading before the next chunk; the abort reason is thrown. */
  signal?: AbortSignal;
  /** Awaited before each chunk is pulled: lets the caller hold reading while it catches up. */
  ready?: () => Promise<void>;
};

/**
 * Streams a multipart/form-data request body through busboy, pulling one chunk at a
 * time from the request, and stops pulling — cancelling the body — as soon as
 * anything is wrong: a file one byte past `maxFileBytes`, the body past
 * `maxRequestBytes` (also checked on Content-Length before reading anything), one file
 * too many, a refused file head, or the caller's abort. Nothing beyond the limits is
 * ever buffered. A part with neither a file name nor bytes (a browser's empty file
 * input) is skipped.
 */
export async function readMultipart(req: Request, limits: MultipartLimits, handlers: MultipartHandlers): Promise<void> {
  const contentType = req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new MultipartError('not_multipart');
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > limits.maxRequestBytes) throw new MultipartError('request_too_large');
  if (!req.body) throw new MultipartError('malformed');

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8', // browsers send UTF-8 file names as raw bytes
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFiles + limits.maxFields,
        headerPairs: 20,
      },
    });
  } catch {
    throw new MultipartError('not_multipart'); // e.g. no boundary
  }

  let failure: unknown = null;
  const fail = (error: unknown) => {
    failure ??= error;
  };
  const guard = (fn: () => void) => {
    if (failure) return;
    try {
      fn();
    } catch (error) {
      fail(error);
    }
  };

  let fileIndex = 0;
  parser.on('file', (field, stream, meta) => {
    const info: FilePartInfo = { index: fileIndex++, field, filename: meta.filename ?? '', declaredType: meta.mimeType ?? '' };
    const chunks: Buffer[] = [];
    let size = 0;
    let headSeen = false;
    const showHead = () => {
      headSeen = true;
      guard(() => handlers.onFileHead(Buffer.concat(chunks).subarray(0, limits.headBytes), info));
    };
    stream.on('data', (chunk: Buffer) => {
      if (failure) return;
      chunks.push(chunk);
      size += chunk.length;
      if (!headSeen && size >= limits.headBytes) showHead();
    });
    stream.on('error', () => {}); // busboy destroys an unfinished file stream when reading stops early
    stream.on('limit', () => fail(new MultipartError('file_too_large', { index: info.index, field })));
    stream.on('end', () => {
      if (failure || stream.truncated) return;
      if (size === 0 && info.filename === '') return; // an empty file input: not a file (its index stays used)
      if (!headSeen) showHead();
      guard(() => handlers.onFile({ ...info, bytes: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size) }));
      chunks.length = 0;
    });
  });
  parser.on('field', (name, value, meta) => {
    if (meta.valueTruncated || meta.nameTruncated) return fail(new MultipartError('field_too_long', { field: name }));
    guard(() => handlers.onField(name, value));
  });
  parser.on('filesLimit', () => fail(new MultipartError('too_many_files')));
  parser.on('fieldsLimit', () => fail(new MultipartError('too_many_fields')));
  parser.on('partsLimit', () => fail(new MultipartError('too_many_fields')));
  parser.on('error', () => fail(new MultipartError('malformed')));
  const closed = new Promise<void>((resolve) => parser.once('close', resolve));

  const reader = req.body.getReader();
  let received = 0;
  try {
    for (;;) {
      if (failure) break;
      if (handlers.signal?.aborted) {
        fail(handlers.signal.reason);
        break;
      }
      if (handlers.ready) {
        await handlers.ready();
        if (failure) break;
        if (handlers.signal?.aborted) {
          fail(handlers.signal.reason);
          break;
        }
      }
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > limits.maxRequestBytes) {
        fail(new MultipartError('request_too_large'));
        break;
      }
      // Resolves once busboy has parsed the chunk (and emitted its events).
      await new Promise<void>((resolve) => parser.write(value, () => resolve()));
    }
    if (!failure) {
      parser.end();
      await closed; // after 'close', every file's 'end' has run; a truncated form has failed
    }
  } catch (error) {
    fail(error instanceof MultipartError ? error : new MultipartError('malformed'));
  } finally {
    if (failure) {
      parser.destroy();
      await drain(reader, limits.maxRequestBytes - received);
    }
  }
  if (failure) throw failure;
  if (handlers.signal?.aborted) throw handlers.signal.reason;
}

/** How long a refused upload's remaining body may take to arrive before the connection is cut. */
const DRAIN_MS = 15_000;

/**
 * Reads and drops the rest of a refused body (up to what the request limit still allows, within
 * {@link DRAIN_MS}) before the answer goes: a client that sends the whole body before reading
 * (Node's fetch, curl) then reads the 4xx instead of a reset connection. Nothing is kept or
 * parsed, so this costs bandwidth, not memory or CPU.
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, allowance: number): Promise<void> {
  const deadline = Date.now() + DRAIN_MS;
  let left = allowance;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), DRAIN_MS)));
  try {
    while (left > 0 && Date.now() < deadline) {
      const next = await Promise.race([reader.read(), timeout]);
      if (next === 'timeout' || next.done) break;
      left -= next.value.byteLength;
    }
  } catch {
    // the client went away: nothing to drain
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => {});
  }
}
