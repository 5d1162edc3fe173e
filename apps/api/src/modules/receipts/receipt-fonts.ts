import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/** The writing systems a receipt prints, each in its own font of the Noto Sans family (OFL). */
export type Script = 'latin' | 'sinhala' | 'tamil';
export type Face = 'regular' | 'bold';

/**
 * The static Noto Sans fonts from npm (@fontsource), so a fresh install renders receipts offline and the
 * built api finds them in node_modules beside it. Latin comes from Noto Sans Tamil's Latin subset, which
 * is Noto Sans's own (Noto Sans Sinhala's sets Latin words with its Sinhala word space, twice as wide).
 */
const FONT_FILES: Record<Script, Record<Face, string>> = {
  latin: {
    regular: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-latin-400-normal.woff',
    bold: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-latin-700-normal.woff',
  },
  sinhala: {
    regular: '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-400-normal.woff',
    bold: '@fontsource/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-700-normal.woff',
  },
  tamil: {
    regular: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff',
    bold: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff',
  },
};

/** The name a font is registered under in a document. */
export const fontName = (script: Script, face: Face) => `${script}-${face}`;

/**
 * A WOFF 1.0 font as the OpenType (sfnt) font it wraps: each table inflated once. fontkit reads a WOFF
 * by inflating a table (in JavaScript) every time it reads it, which made a Sinhala receipt take 0.7 s
 * of CPU; from the sfnt it takes a few milliseconds.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  for (const [index, table] of tables.entries()) {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  }
  return Buffer.concat(parts);
}

let loaded: ReadonlyMap<string, Buffer> | null = null;

/** Every font's OpenType bytes by fontName, read from disk and unwrapped once per process. */
export function receiptFonts(): ReadonlyMap<string, Buffer> {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const fonts = new Map<string, Buffer>();
    for (const [script, faces] of Object.entries(FONT_FILES)) {
      for (const [face, file] of Object.entries(faces)) {
        fonts.set(fontName(script as Script, face as Face), sfntOfWoff(readFileSync(require.resolve(file))));
      }
    }
    loaded = fonts;
  }
  return loaded;
}

/** A stretch of text in one script, drawn in that script's font and shaped as one piece. */
export interface ScriptRun {
  script: Script;
  text: string;
}

/**
 * The zero-width joiners that build Sinhala conjuncts (ශ්‍රී) and the dandas belong to the run they
 * stand in, so a word and its joiner are never split between fonts. Spaces are Latin: Noto Sans
 * Sinhala's is twice as wide as Noto Sans's, and a line mixing both scripts would space unevenly.
 */
const INHERITS = /^(?:\u200c|\u200d|\u0964|\u0965)$/u;

function scriptOf(char: string): Script | null {
  if (INHERITS.test(char)) return null;
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x0d80 && code <= 0x0dff) return 'sinhala';
  if (code >= 0x0b80 && code <= 0x0bff) return 'tamil';
  return 'latin';
}

/** A text cut into runs of one script each, in order ('රු. 500.00' is Sinhala 'රු', then Latin '. 500.00'). */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const script = scriptOf(char) ?? last?.script ?? 'latin';
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}
