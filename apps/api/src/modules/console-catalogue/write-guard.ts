import { isUniqueViolation } from '../../lib/database-errors';
import { conflict } from '../console/console-errors';

/**
 * Runs a write, turning a unique violation the checks before it could not see (another request took
 * the value between check and insert) into a 409 with `text`: never a 5xx for a conflict.
 */
export async function uniquelyWritten<T>(write: () => Promise<T>, text: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(text);
    throw error;
  }
}
