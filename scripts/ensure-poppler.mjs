// The api's receipt tests read the PDFs they get with poppler's pdftotext and pdffonts (Debian's
// poppler-utils), as a person's PDF reader would, rather than with a parser of our own.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const found = () => ['pdftotext', 'pdffonts'].every((tool) => spawnSync(tool, ['-v']).error === undefined);

if (!found()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.info('pdftotext not found; installing Debian package "poppler-utils" (running as root)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'poppler-utils'], { stdio: 'inherit', env });
  }
  if (!found()) {
    console.error(
      [
        "The api's receipt tests need poppler's pdftotext and pdffonts, and they were not found.",
        'Install them, then run the tests again:',
        '  Debian and Ubuntu:  sudo apt-get install poppler-utils',
        '  macOS:              brew install poppler',
      ].join('\n'),
    );
    process.exit(1);
  }
}
