// Every commit since the subject rule came in (issue 24) has a subject of at most 72 characters: what
// changed; the why and the figures go in the body. `npm run lint` runs this; .githooks/commit-msg stops
// a long subject before it is committed.
import { execFileSync } from 'node:child_process';

/** The last commit before the rule; every commit after it must keep it. */
const RULE_STARTS_AFTER = '7d4c9ec';
const LIMIT = 72;

/** @param {string[]} args */
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** @param {string} ref */
function hasCommit(ref) {
  try {
    git('cat-file', '-e', `${ref}^{commit}`);
    return true;
  } catch {
    return false;
  }
}

if (!hasCommit(RULE_STARTS_AFTER)) {
  // A shallow or exported copy: the commits the rule covers cannot be told from older ones.
  process.stdout.write(`check-commit-subjects: ${RULE_STARTS_AFTER} is not in this history; nothing checked\n`);
  process.exit(0);
}
const long = git('log', '--format=%h %s', `${RULE_STARTS_AFTER}..HEAD`)
  .split('\n')
  .filter((line) => line !== '')
  .map((line) => ({ hash: line.slice(0, line.indexOf(' ')), subject: line.slice(line.indexOf(' ') + 1) }))
  .filter(({ subject }) => [...subject].length > LIMIT);
if (long.length > 0) {
  process.stderr.write(`Commit subjects over ${LIMIT} characters (put the rest in the body):\n`);
  for (const { hash, subject } of long) process.stderr.write(`  ${hash} (${[...subject].length}) ${subject}\n`);
  process.exit(1);
}
process.stdout.write(
  `check-commit-subjects: every subject since ${RULE_STARTS_AFTER} is at most ${LIMIT} characters\n`,
);
