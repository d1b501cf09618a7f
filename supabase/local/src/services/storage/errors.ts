import { WireError } from '../../gateway/wire-error.ts'

/**
 * storage-api's error body `{statusCode, error, message}`: HTTP 400 for every 4xx-class
 * error (the class is only in the statusCode string), 500 for 500s, unless storage-api
 * sets its own HTTP status (416 for ranges).
 */
export function storageError(
  statusCode: number,
  error: string,
  message: string,
  httpStatus = statusCode >= 500 ? 500 : 400,
): WireError {
  return new WireError(httpStatus, { statusCode: String(statusCode), error, message })
}

/** An error the app raised for a storage request (body limit, crash). */
export function storageStatusError(statusCode: number, message: string): WireError {
  return storageError(statusCode, 'Error', message)
}

export const storageErrors = {
  bucketNotFound: () => storageError(404, 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => storageError(404, 'not_found', 'Object not found'),
  duplicate: () => storageError(409, 'Duplicate', 'The resource already exists'),
  accessDenied: (message: string) => storageError(403, 'Unauthorized', message),
  invalidMimeType: (mimeType: string) =>
    storageError(415, 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  tooLarge: () =>
    storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => storageError(400, 'Invalid Input', 'Bucket name invalid'),
  noContent: (message = 'No content provided') => storageError(400, 'InvalidRequest', message),
  invalidRange: () => storageError(416, 'invalid_range', 'invalid range provided', 416),
  invalidBody: (message: string) => storageStatusError(400, message),
}

function pgField(error: unknown, key: 'code' | 'message'): string | undefined {
  if (typeof error !== 'object' || error === null || !(key in error)) return undefined
  const value: unknown = Reflect.get(error, key)
  return typeof value === 'string' ? value : undefined
}

/** storage-api's DBError.fromDBError for the codes a storage request can meet. */
export function storageDbError(error: unknown): WireError | undefined {
  const code = pgField(error, 'code')
  const message = pgField(error, 'message') ?? ''
  if (code === '42501') {
    return storageErrors.accessDenied(
      message.includes('row-level security')
        ? 'new row violates row-level security policy'
        : message,
    )
  }
  if (code === '23505') return storageErrors.duplicate()
  if (code === '23503')
    return storageError(404, 'InvalidRequest', 'The related resource does not exist')
  return undefined
}

/** Runs a database step, turning known Postgres errors into storage errors. */
export async function mapDbErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw storageDbError(error) ?? error
  }
}
