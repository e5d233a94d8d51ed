export type ErrorDetails = Record<string, unknown>;

/** The one error class the API throws on purpose; the error middleware turns it into JSON. */
export class AppError extends Error {
  /** Sent as the Retry-After header (429 limits, 503 busy). */
  retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: ErrorDetails,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, details?: ErrorDetails, code = 'bad_request') {
    return new AppError(400, message, code, details);
  }
  static unauthorized(message = 'Authentication credentials were not provided or are invalid.') {
    return new AppError(401, message, 'unauthorized');
  }
  static forbidden(message = 'You do not have permission to do this.') {
    return new AppError(403, message, 'forbidden');
  }
  static notFound(what = 'The requested resource') {
    return new AppError(404, `${what} was not found.`, 'not_found');
  }
  static conflict(message: string, details?: ErrorDetails) {
    return new AppError(409, message, 'conflict', details);
  }
  static unavailable(message: string, retryAfterSeconds?: number) {
    return Object.assign(new AppError(503, message, 'unavailable'), { retryAfterSeconds });
  }
  static tooManyRequests(message: string, retryAfterSeconds: number) {
    return Object.assign(new AppError(429, message, 'rate_limited'), { retryAfterSeconds });
  }
  static badGateway(message: string) {
    return new AppError(502, message, 'bad_gateway');
  }
}
