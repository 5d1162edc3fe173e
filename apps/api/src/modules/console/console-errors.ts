import { ErrorCode } from '@selfcare/contracts';
import { ApiError } from '../../lib/api-error';

/**
 * A refusal of a console write with an English sentence of its own: the console is a staff
 * tool in English (its texts are not the subscriber portal's translated catalogue). The message key is
 * only the fallback the portal's machinery needs; `message` is what the answer carries.
 */
export class ConsoleError extends ApiError {
  constructor(statusCode: number, code: string, text: string) {
    super(statusCode, code, 'errors.invalidRequest');
    this.message = text;
  }

  override messageIn(): string {
    return this.message;
  }
}

/** 400: input the server's rules refuse, said in a sentence. */
export const invalidInput = (text: string) => new ConsoleError(400, ErrorCode.validation, text);

/** 409: a conflict with what is stored (a taken channel number, a second change on a day). */
export const conflict = (text: string) => new ConsoleError(409, ErrorCode.conflict, text);

/** 404 with what was not found. */
export const notFoundText = (text: string) => new ConsoleError(404, ErrorCode.notFound, text);
