import { describe, expect, it } from 'vitest';
import { StatementNames } from './named-statements';

describe('StatementNames', () => {
  it('names a parameterised statement, the same text always by the same name', () => {
    const names = new StatementNames(10);
    const first = names.named({ text: 'select $1::int' }, [1]);
    expect(first).toEqual({ text: 'select $1::int', name: 'selfcare_1' });
    expect(names.named({ text: 'select $1::int' }, [2])).toEqual(first);
    expect(names.named({ text: 'select $1::text' }, ['a'])).toMatchObject({ name: 'selfcare_2' });
    expect(names.size).toBe(2);
  });

  it('keeps the other settings of the query and reads parameters given inside it', () => {
    const names = new StatementNames(10);
    const types = { getTypeParser: () => String };
    expect(names.named({ text: 'select $1', rowMode: 'array', types, values: [1] }, undefined)).toEqual({
      text: 'select $1',
      rowMode: 'array',
      types,
      values: [1],
      name: 'selfcare_1',
    });
  });

  it('leaves statements without parameters, named ones, plain strings and pg Query objects as they are', () => {
    const names = new StatementNames(10);
    const begin = { text: 'begin' };
    expect(names.named(begin, [])).toBe(begin);
    expect(names.named(begin, undefined)).toBe(begin);
    const namedByCaller = { text: 'select $1', name: 'mine' };
    expect(names.named(namedByCaller, [1])).toBe(namedByCaller);
    expect(names.named('select $1', [1])).toBe('select $1');
    const cursor = { text: 'select $1', submit: () => {} };
    expect(names.named(cursor, [1])).toBe(cursor);
    expect(names.size).toBe(0);
  });

  it('names no new text past its limit, and still names the texts it has', () => {
    const names = new StatementNames(2);
    names.named({ text: 'select $1 as a' }, [1]);
    names.named({ text: 'select $1 as b' }, [1]);
    const third = { text: 'select $1 as c' };
    expect(names.named(third, [1])).toBe(third);
    expect(names.named({ text: 'select $1 as a' }, [1])).toMatchObject({ name: 'selfcare_1' });
    expect(names.size).toBe(2);
  });
});
