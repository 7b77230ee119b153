import { APPLICATION_MESSAGES } from '@kairox/contract';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.js';

/** Multipart limits shared by the upload routes (the plugin is registered with `throwFileSizeLimit: false`). */
export const APPLICANT_PART_MAX_BYTES = 64 * 1024;

const notMultipart = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', APPLICATION_MESSAGES.notMultipart);

function assertMultipart(request: FastifyRequest) {
  if (!request.isMultipart()) throw notMultipart();
}

/** Reads a file part whole (the plugin stops at the size limit and flags it truncated). */
export async function readFilePart(part: MultipartFile): Promise<{ bytes: Buffer; truncated: boolean }> {
  try {
    const bytes = await part.toBuffer();
    return { bytes, truncated: part.file.truncated };
  } catch (error) {
    throw multipartError(error);
  }
}

/** Reads and drops a part nobody asked for (an unread file part would stall the form). */
export async function skipFilePart(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file) {
    // discard
  }
}

/**
 * Parse failures as answers: the plugin's limits keep their 4xx status, a JSON field that is not
 * JSON is a 400, and anything else the parser throws (a malformed body) is a 400 too, never a 500.
 */
function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: string; statusCode?: number };
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return badRequest(APPLICATION_MESSAGES.invalidApplicant);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return notMultipart();
  if (statusCode && statusCode >= 400 && statusCode < 500) return error;
  return badRequest('The multipart form is malformed.');
}

export interface PartLimits {
  files: number;
  fields: number;
  parts: number;
  fileSize: number;
  fieldSize: number;
}

/** The form's parts in order; the parser's failures come out as `multipartError` answers. */
export async function* formParts(request: FastifyRequest, limits: PartLimits): AsyncGenerator<Multipart> {
  assertMultipart(request);
  const iterator = request.parts({ limits: { ...limits, headerPairs: 100 } });
  while (true) {
    let result: IteratorResult<Multipart>;
    try {
      result = await iterator.next();
    } catch (error) {
      throw multipartError(error);
    }
    if (result.done) return;
    yield result.value;
  }
}
