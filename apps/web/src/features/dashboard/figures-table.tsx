/**
 * A dashboard table: a plain <table> drawn like Mantine's (dashboard.module.css), scrolling inside its card
 * when wider than a phone. Not Mantine's Table: it brings its ScrollArea along, 7 KB gzip that the
 * console's first screen would load for three small tables (issue 15 item 6).
 */
import clsx from 'clsx';
import classes from './dashboard.module.css';

export function FiguresTable({
  minWidth,
  rows = false,
  children,
}: {
  /** Narrower than this, the table scrolls sideways. */
  minWidth: number;
  /** Roomier rows with a line between them, the row under the pointer lit (the calling-card tables). */
  rows?: boolean;
  /** The table's <thead> and <tbody>. */
  children: React.ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too.
    <div className={classes.scroll} tabIndex={0}>
      <table className={clsx(classes.table, rows && classes.rows)} style={{ minWidth }}>
        {children}
      </table>
    </div>
  );
}
