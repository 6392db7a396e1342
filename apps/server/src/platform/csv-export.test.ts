/** CSV export: formula neutralising, file names, the streams' text and literal SQL for COPY. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, csvStream, csvTextStream, inlineSql } from './csv-export.ts';

describe('csvCell', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    // Plain numbers are numbers to a spreadsheet, never formulas: written as they are.
    ['+13055559999', '+13055559999'],
    ['-5', '-5'],
    ['-0.25', '-0.25'],
    ['+.5', '+.5'],
    // Text that only starts like a number is still neutralised.
    ['-2+3', "'-2+3"],
    ['+1 305 555 9999', "'+1 305 555 9999"],
    ['-5)', "'-5)"],
    ['+', "'+"],
    ['-1e5', "'-1e5"],
    ['+123\n=1', "'+123\n=1"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\rCR', "'\rCR"],
    ['Cabin =4012', 'Cabin =4012'],
    ["'quoted", "'quoted"],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes numbers, booleans, dates and nothing as plain text', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-02-03T04:05:06.000Z'))).toBe('2026-02-03T04:05:06.000Z');
  });
});

describe('csvFileName', () => {
  it('is prefix-code-YYYYMMDD.csv in UTC', () => {
    expect(csvFileName('registration', 'CPL', new Date('2026-03-09T23:59:00Z'))).toBe(
      'registration-CPL-20260309.csv',
    );
  });
});

describe('csvStream', () => {
  it('writes a header of the column ids and quotes what needs quoting', async () => {
    async function* rows(): AsyncGenerator<Array<{ a: string; b: number | null }>> {
      yield [{ a: 'x,y', b: 1 }];
      yield [{ a: 'say "hi"', b: null }];
    }
    const stream = csvStream(rows(), [
      { id: 'a', value: (r) => r.a },
      { id: 'b', value: (r) => r.b },
    ]);
    let text = '';
    for await (const chunk of stream) text += chunk;
    expect(text).toBe('a,b\n"x,y",1\n"say ""hi""",\n');
  });

  it('ends the stream with an error when the source fails', async () => {
    async function* failing() {
      yield [{ a: 1 }];
      throw new Error('database went away');
    }
    const stream = csvStream(failing(), [{ id: 'a', value: (r) => r.a }]);
    await expect(async () => {
      for await (const _ of stream) {
        // drain
      }
    }).rejects.toThrow('database went away');
  });
});

describe('inlineSql', () => {
  it('writes parameters as literals that read back exactly', () => {
    const term = "it's 50% \\ of it";
    expect(inlineSql(sql`select ${term}, ${5}, ${true}`)).toBe("select E'it''s 50% \\\\ of it', 5, true");
  });

  it('refuses a NUL character', () => {
    expect(() => inlineSql(sql`select ${'a\0b'}`)).toThrow('NUL');
  });
});

describe('csvTextStream', () => {
  it('writes the header line, then the batches as they are', async () => {
    async function* batches() {
      yield Buffer.from('1,x\n');
      yield new Uint8Array();
      yield Buffer.from('2,"y,z"\n');
    }
    let text = '';
    for await (const chunk of csvTextStream(['a', 'b'], batches())) text += chunk;
    expect(text).toBe('a,b\n1,x\n2,"y,z"\n');
  });

  it('ends the stream with an error when the source fails', async () => {
    async function* failing() {
      yield Buffer.from('1\n');
      throw new Error('database went away');
    }
    const stream = csvTextStream(['a'], failing());
    await expect(async () => {
      for await (const _ of stream) {
        // drain
      }
    }).rejects.toThrow('database went away');
  });
});
