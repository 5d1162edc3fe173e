import { describe, expect, it } from 'vitest';
import { platformOf } from './device';

describe('platformOf', () => {
  it('tells Android, iOS and desktop browsers apart', () => {
    expect(platformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile')).toBe('android');
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126')).toBe('desktop');
  });
});
