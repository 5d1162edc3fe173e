import url from '@fontsource-variable/noto-sans-sinhala/files/noto-sans-sinhala-sinhala-wght-normal.woff2';
import { addScriptFont } from './script-font';

// The variable font's Sinhala subset alone.
addScriptFont('Noto Sans Sinhala', url, 'U+0964-0965, U+0D81-0DF4, U+1CF2, U+200C-200D, U+25CC, U+111E1-111F4');
