import { MSG } from '@kanghu/shared';

/** An error whose message is safe to show the user; answered with its status in the envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string = MSG.invalidInput) => new AppError(400, msg);
export const unauthorized = (msg: string = MSG.unauthorized) => new AppError(401, msg);
export const forbidden = (msg: string = MSG.forbidden) => new AppError(403, msg);
export const notFound = (msg: string = MSG.notFound) => new AppError(404, msg);
export const conflict = (msg: string) => new AppError(409, msg);
export const tooMany = (msg: string = MSG.tooManyRequests) => new AppError(429, msg);
