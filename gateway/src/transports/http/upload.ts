import fastifyMultipart from '@fastify/multipart';
import { MAX_SUPPLIER_FILE_BYTES, supplierInvoiceMessages } from '@pilotage/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badInput, payloadTooLarge } from '../../kernel/helpers/errors';

/**
 * Files sent as `multipart/form-data` (a supplier invoice, a receipt): one file of 10 Mo at most in
 * the field `file`, read into memory (it is stored whole in PostgreSQL anyway). Past the limit the
 * stream stops and the request answers 413; no other field is kept.
 */

export interface Upload {
  bytes: Buffer;
  /** The name the sender gave, untrusted: only shown and sent back in headers once cleaned. */
  fileName: string | undefined;
}

export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_SUPPLIER_FILE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
  });
}

export async function uploadedFile(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw badInput(supplierInvoiceMessages.fileMissing);
  const part = await request.file().catch(() => undefined);
  if (!part || part.fieldname !== 'file') throw badInput(supplierInvoiceMessages.fileMissing);
  try {
    return { bytes: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw payloadTooLarge(supplierInvoiceMessages.fileTooLarge);
    throw badInput(supplierInvoiceMessages.fileMissing);
  }
}
