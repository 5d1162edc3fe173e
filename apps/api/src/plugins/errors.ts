import { ErrorCode, type UiLanguage } from '@selfcare/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, notFound, unauthorized } from '../lib/api-error';
import { isConcurrentChange } from '../lib/concurrent-change';
import { databaseUnavailable, isDatabaseUnavailable, ServiceUnavailableError } from '../lib/database-unavailable';
import { languageOf } from '../lib/request-language';
import { validationMessage } from './validation-message';

/**
 * Framework-level rejections a person does not meet through the web app (it always sends JSON), so
 * their wording stays here rather than in the contracts' user-facing catalogue.
 */
const frameworkErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ErrorCode.validation,
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ErrorCode.validation,
    message: 'The request body is empty but its content type is application/json.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: ErrorCode.unsupportedMediaType,
    message: 'Unsupported content type: send application/json.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: ErrorCode.payloadTooLarge,
    message: 'The request body is too large.',
  },
  FST_ERR_BAD_URL: {
    status: 400,
    code: ErrorCode.validation,
    message: 'The address is not valid.',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: ErrorCode.validation,
    message: 'The address is too long.',
  },
};

/**
 * Fastify's router answers a malformed or overlong path segment itself, before any hook or error
 * handler, with its own shape and the whole path echoed back (100 KB in, 100 KB out). Through this
 * option those answers take the api's shape, wording and security headers.
 */
export function answerFrameworkError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const answer = answerOf(error, request);
  // No hook runs before these answers, so the security headers are set here.
  for (const [name, value] of request.server.securityHeaders) reply.header(name, value);
  void reply.code(answer.statusCode).send({ message: answer.message, code: answer.code });
}

/**
 * The one place that turns any thrown error into `{ message, code }`, written in the language the
 * request asks for (decision 0020); 5xx answers never say why.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = answerOf(error, request);
    if (answer.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(answer.statusCode).headers(answer.headers).send({ message: answer.message, code: answer.code });
  });

  app.setNotFoundHandler((request, reply) => {
    const answer = apiErrorAnswer(notFound(), languageOf(request));
    return reply.code(answer.statusCode).send({ message: answer.message, code: answer.code });
  });
}

/** An error answer: its status, code, message in the caller's language and headers. */
interface Answer {
  statusCode: number;
  code: string;
  message: string;
  headers: Record<string, string>;
}

const apiErrorAnswer = (error: ApiError, language: UiLanguage): Answer => ({
  statusCode: error.statusCode,
  code: error.code,
  message: error.messageIn(language),
  headers: error.headers,
});

function answerOf(error: unknown, request: FastifyRequest): Answer {
  const language = languageOf(request);
  if (error instanceof ApiError) return apiErrorAnswer(error, language);
  if (error instanceof ServiceUnavailableError) return unavailableAnswer(error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const message = validationMessage(error.validation, inputOf(request, error), language);
    return { statusCode: 400, code: ErrorCode.validation, message, headers: {} };
  }
  const known =
    typeof error === 'object' && error !== null && 'code' in error ? frameworkErrors[String(error.code)] : undefined;
  if (known) return { statusCode: known.status, code: known.code, message: known.message, headers: {} };
  if (isDatabaseUnavailable(error)) return unavailableAnswer(databaseUnavailable());
  if (isConcurrentChange(error)) return apiErrorAnswer(concurrentChange(), language);
  return apiErrorAnswer(apiErrorOfStatus(statusOf(error)), language);
}

const unavailableAnswer = ({ statusCode, code, message, headers }: ServiceUnavailableError): Answer => ({
  statusCode,
  code,
  message,
  headers,
});

/** 409: the database aborted this request's transaction for another's; nothing of it was kept. */
const concurrentChange = () => new ApiError(409, ErrorCode.conflict, 'errors.concurrentChange');

function apiErrorOfStatus(status: number): ApiError {
  if (status === 401) return unauthorized();
  if (status === 403) return new ApiError(403, ErrorCode.forbidden, 'errors.forbidden');
  if (status === 404) return notFound();
  if (status >= 400 && status < 500) return new ApiError(status, ErrorCode.validation, 'errors.invalidRequest');
  return new ApiError(500, ErrorCode.internal, 'errors.generic');
}

function inputOf(request: FastifyRequest, error: object): unknown {
  const context = 'validationContext' in error ? error.validationContext : undefined;
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return 500;
  return typeof error.statusCode === 'number' ? error.statusCode : 500;
}
