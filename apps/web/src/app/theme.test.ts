/** The theme's colours read at AA (4.5:1) as the components use them (issue 15 item 3). */
import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme.ts';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light as Record<string, string>;

const rgb = (color: string) => {
  const rgba = color.match(/^rgba\((\d+), (\d+), (\d+)/);
  return rgba
    ? `#${rgba
        .slice(1, 4)
        .map((n) => Number(n).toString(16).padStart(2, '0'))
        .join('')}`
    : color;
};
const ratio = (a: string, b: string) => {
  const [la, lb] = [luminance(rgb(a)), luminance(rgb(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

describe('theme contrast', () => {
  it('dimmed text and placeholders read at 4.5:1 on white and on the grey of a table head', () => {
    for (const variable of ['--mantine-color-dimmed', '--mantine-color-placeholder']) {
      const color = light[variable] ?? '';
      expect(ratio(color, resolved.white), variable).toBeGreaterThanOrEqual(4.5);
      expect(ratio(color, resolved.colors.gray[0]), variable).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('every colour: white on its filled variant, and its light variant, read at 4.5:1', () => {
    const shade = 7;
    expect(resolved.primaryShade).toEqual({ light: shade, dark: 5 });
    for (const [name, colors] of Object.entries(resolved.colors)) {
      const filled = light[`--mantine-color-${name}-filled`] ?? colors[shade];
      expect(ratio(filled, resolved.white), `${name} filled`).toBeGreaterThanOrEqual(4.5);
      const text = light[`--mantine-color-${name}-light-color`] ?? colors[9];
      expect(ratio(text, colors[1]), `${name} light`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves a colour that already reads as Mantine made it', () => {
    expect(light['--mantine-color-harbor-filled']).toBeUndefined();
    expect(light['--mantine-color-violet-filled']).toBeUndefined();
    expect(light['--mantine-color-teal-filled']).toBeDefined();
  });
});
