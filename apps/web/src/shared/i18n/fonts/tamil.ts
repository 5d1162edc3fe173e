import url from '@fontsource-variable/noto-sans-tamil/files/noto-sans-tamil-tamil-wght-normal.woff2';
import { addScriptFont } from './script-font';

// The variable font's Tamil subset alone.
addScriptFont('Noto Sans Tamil', url, 'U+0964-0965, U+0B82-0BFA, U+200C-200D, U+20B9, U+25CC');
