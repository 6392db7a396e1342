import { describe, expect, it } from 'vitest';
import { exportColumnIds, type ListColumn, toDataTableColumns } from './list-columns.tsx';

type Row = { a: string; b: string; c: string; d: string; e: string };
const columns: ListColumn<Row>[] = [
  { id: 'a', title: 'A' },
  { id: 'b', title: 'B', overflow: 'wrap' },
  { id: 'c', title: 'C', overflow: 'anywhere' },
  { id: 'd', title: 'D', overflow: 'ellipsis', width: 120, exportable: false },
  { id: 'e', title: 'E', action: true },
];

describe('list columns', () => {
  it('keeps a cell on one line unless its column wraps or cuts it', () => {
    const [a, b, c, d] = toDataTableColumns(columns, ['a', 'b', 'c', 'd']);
    expect(a).toMatchObject({ noWrap: true });
    expect(b).toMatchObject({ noWrap: false });
    expect(c).toMatchObject({ noWrap: false });
    expect(d).toMatchObject({ ellipsis: true, width: 120 });
    expect(d).not.toHaveProperty('noWrap');
  });

  it('hides the columns not chosen', () => {
    expect(toDataTableColumns(columns, ['b', 'e']).map((c) => c.hidden)).toEqual([
      true,
      false,
      true,
      true,
      false,
    ]);
  });

  it('exports the visible data columns only', () => {
    expect(exportColumnIds(columns, ['a', 'c', 'd', 'e'])).toEqual(['a', 'c']);
  });
});
