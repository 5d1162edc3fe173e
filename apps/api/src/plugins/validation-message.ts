import { consolePromotionTexts, consoleReportTexts, type UiLanguage } from '@selfcare/contracts';
import { isApiMessageKey, messageTextIn } from '@selfcare/contracts/messages/in-language';
import type { FastifySchemaValidationError } from 'fastify';

/**
 * One readable sentence for a failed request validation. The contracts' schemas carry message keys
 * (the spec's words, or the api-only catalogues') or, for the console, English sentences of their own; issues without a key (unknown fields, missing fields of schemas without a
 * custom message) are described from the issue itself, never with zod's developer wording. Written in
 * the caller's `language`.
 */
export function validationMessage(
  issues: readonly FastifySchemaValidationError[],
  input: unknown,
  language: UiLanguage,
): string {
  // One unknown field is enough to say what is wrong; naming each would echo the caller's input at length.
  const firstUnknown = issues.findIndex((issue) => issue.keyword === 'unrecognized_keys');
  const sentences = issues.flatMap((issue, index) =>
    issue.keyword === 'unrecognized_keys' && index !== firstUnknown ? [] : describeIssue(issue, input, language),
  );
  const unique = [...new Set(sentences)];
  return unique.length > 0 ? withinLength(unique) : messageTextIn(language, 'errors.invalidRequest');
}

/** The longest message a refusal carries: a few sentences a person reads, not a list of every issue. */
export const MAX_MESSAGE_LENGTH = 300;

/** The first sentences, joined, that fit in MAX_MESSAGE_LENGTH (always the first). */
function withinLength(sentences: readonly string[]): string {
  let message = sentences[0] ?? '';
  for (const sentence of sentences.slice(1)) {
    if (message.length + 2 + sentence.length > MAX_MESSAGE_LENGTH) break;
    message = `${message}; ${sentence}`;
  }
  return message;
}

/** The console's own refusals: English sentences (the console is an English staff tool), shown as written. */
const consoleSentences = new Set<string>([
  ...Object.values(consolePromotionTexts),
  ...Object.values(consoleReportTexts),
]);

function describeIssue(issue: FastifySchemaValidationError, input: unknown, language: UiLanguage): string[] {
  if (issue.message !== undefined && isApiMessageKey(issue.message)) return [messageTextIn(language, issue.message)];
  if (issue.message !== undefined && consoleSentences.has(issue.message)) return [issue.message];
  if (issue.keyword === 'unrecognized_keys') {
    const [first] = Array.isArray(issue.params.keys) ? issue.params.keys : [];
    return first === undefined
      ? []
      : [messageTextIn(language, 'errors.unknownField', { field: shownField(String(first)) })];
  }
  const path = issue.instancePath.split('/').filter(Boolean);
  if (path.length === 0) return [messageTextIn(language, 'errors.invalidRequest')];
  const field = path.join('.');
  return valueAt(input, path) === undefined
    ? [messageTextIn(language, 'errors.requiredField', { field })]
    : [messageTextIn(language, 'errors.invalidField', { field })];
}

/** The longest field name a message repeats: an unknown field's name is the caller's input. */
const SHOWN_FIELD_LENGTH = 40;

/**
 * An unknown field's name as a message can show it: invisible and control characters (NUL, direction
 * overrides, lone surrogates) replaced, and cut short, so a 100 KB key does not come back as a message.
 */
export function shownField(name: string): string {
  const characters = [...name.replace(/\p{C}/gu, '\uFFFD')];
  return characters.length > SHOWN_FIELD_LENGTH
    ? `${characters.slice(0, SHOWN_FIELD_LENGTH).join('')}…`
    : characters.join('');
}

function valueAt(input: unknown, path: readonly string[]): unknown {
  let node = input;
  for (const segment of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}
