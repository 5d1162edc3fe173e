import { consolePromotionTexts, ErrorCode } from '@selfcare/contracts';
import { ConsoleError } from '../console/console-errors';

type PromotionsText = keyof typeof consolePromotionTexts;

/** The English sentence of `key`, its `{name}` placeholders filled. */
const textOf = (key: PromotionsText, values: Record<string, string>) =>
  consolePromotionTexts[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Input that the schema accepts but the catalogue refutes: an unknown product, a non-base package. */
export const invalidInput = (key: PromotionsText, values: Record<string, string> = {}) =>
  new ConsoleError(400, ErrorCode.validation, textOf(key, values));

/** A write the subject's current state forbids: a rate in force, an overlapping window, a stale order. */
export const conflict = (key: PromotionsText, values: Record<string, string> = {}) =>
  new ConsoleError(409, ErrorCode.conflict, textOf(key, values));
