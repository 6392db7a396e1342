/** Portside's look: a deep harbour blue, calm greys, rounded cards. */
import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';
import classes from './theme.module.css';

const harbor: MantineColorsTuple = [
  '#e8f4f9',
  '#d2e7f1',
  '#a4cee3',
  '#72b3d4',
  '#4a9dc8',
  '#308fc0',
  '#1f86bd',
  '#0d73a6',
  '#0b5f88',
  '#083f5c',
];

export const theme = createTheme({
  // A visible ring on whatever the keyboard focuses (not on a mouse click), on every control.
  focusRing: 'auto',
  primaryColor: 'harbor',
  primaryShade: { light: 7, dark: 5 },
  colors: { harbor },
  defaultRadius: 'md',
  fontFamily:
    'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { radius: 'md' } },
    Tooltip: { defaultProps: { withArrow: true } },
    Title: { classNames: { root: classes.title } },
  },
});

const contrast = (a: string, b: string) => {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

/** The colour itself if it reads at 4.6:1 on `background`, else it darkened in steps of 5 % until it does. */
function readable(color: string, background: string): string {
  for (let step = 0; step <= 10; step += 1) {
    const candidate = step === 0 ? color : darken(color, step * 0.05);
    if (contrast(candidate, background) >= 4.6) return candidate;
  }
  return darken(color, 0.5);
}

/**
 * Colour contrast AA (WCAG 1.4.3, issue 15 item 3), in one place for every screen. Mantine's dimmed text
 * (gray 6, 3.3:1 on white), its placeholders (gray 5, 2.1:1) and its error red (red 6, 3.3:1) are too
 * faint for small text: here 5.9:1, 5.0:1 and 5.5:1 on white. The warm colours' filled variant (white
 * text on shade 7: teal 3.1:1, orange 3.0:1, green 2.8:1) and light variant (shade 9 on shade 1: green
 * 3.8:1, orange 3.6:1, yellow 2.7:1) are darkened just enough to read at 4.6:1; the others keep Mantine's.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#5c6670',
    '--mantine-color-placeholder': '#697079',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  };
  const shade =
    typeof resolved.primaryShade === 'number' ? resolved.primaryShade : resolved.primaryShade.light;
  for (const [name, colors] of Object.entries(resolved.colors)) {
    const filled = readable(colors[shade], resolved.white);
    if (filled !== colors[shade]) light[`--mantine-color-${name}-filled`] = filled;
    const text = readable(colors[9], colors[1]);
    if (text !== colors[9]) light[`--mantine-color-${name}-light-color`] = text;
  }
  return { variables: {}, light, dark: {} };
};
