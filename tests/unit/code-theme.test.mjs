// Every token colour of the code theme reaches WCAG AA (4.5:1) on the code background and on highlighted lines
// of both colour schemes (docs and API pages). The browser sweep's axe run skips code tokens (thousands of spans
// per page) because this check covers every one of them at once.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const theme = read('src/config/code-theme.ts');

const hex = (value) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));
const over = (top, alpha, base) => top.map((channel, i) => channel * alpha + base[i] * (1 - alpha));
const luminance = (rgb) =>
  rgb
    .map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
const contrast = (a, b) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

const [, plainColor, plainBackground] = /plain:\s*\{color:\s*'(#[0-9a-f]{6})',\s*backgroundColor:\s*'(#[0-9a-f]{6})'/i.exec(theme);
const highlights = ['src/css/custom.css', 'src/css/api-reference.css'].map((file) => {
  const [, r, g, b, alpha] = /--docusaurus-highlighted-code-line-bg:\s*rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)/.exec(read(file));
  return {name: `highlighted line (${file})`, rgb: over([r, g, b].map(Number), Number(alpha), hex(plainBackground))};
});
const backgrounds = [{name: 'code block', rgb: hex(plainBackground)}, ...highlights];

const styles = [...theme.matchAll(/types:\s*\[([^\]]+)\],\s*style:\s*\{([^}]*)\}/g)].map(([, types, style]) => ({
  types: types.replaceAll("'", '').trim(),
  color: /color:\s*'(#[0-9a-f]{6})'/i.exec(style)?.[1],
  background: /backgroundColor:\s*'(#[0-9a-f]{6})'/i.exec(style)?.[1],
  opacity: Number(/opacity:\s*([\d.]+)/.exec(style)?.[1] ?? 1),
}));

test('the theme file is understood', () => {
  assert.ok(plainColor && styles.length >= 8 && styles.some((style) => style.types.includes('comment')));
});

for (const style of styles) {
  test(`${style.types} reaches 4.5:1`, () => {
    for (const background of style.background ? [{name: 'own', rgb: hex(style.background)}] : backgrounds) {
      const text = over(hex(style.color ?? plainColor), style.opacity, background.rgb);
      const ratio = contrast(text, background.rgb);
      assert.ok(ratio >= 4.5, `${style.types} on ${background.name}: ${ratio.toFixed(2)}:1`);
    }
  });
}
