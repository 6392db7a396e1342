/** Portside's look: a deep harbour blue, calm greys, rounded cards. */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  },
});
