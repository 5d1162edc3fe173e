// CPU time a process has used so far, from Linux's /proc/<pid>/stat (user + system, clock ticks).
// The bench reads it around each measured run: a server's CPU per answer is its own cost, whatever the
// load generator sharing the machine manages to send.
import { readFileSync } from 'node:fs';

/** Linux's USER_HZ, what /proc counts ticks in on every architecture Node runs on. */
const TICKS_PER_SECOND = 100;

/** Seconds of CPU `pid` has used, or undefined where /proc is missing (not Linux) or the process is gone. */
export function cpuSeconds(pid) {
  if (pid === undefined) return undefined;
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, so 12 and 13 after the name (from 0, state first).
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
