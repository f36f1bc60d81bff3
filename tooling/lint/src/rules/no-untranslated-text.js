// @ts-check
/**
 * `runoff/no-untranslated-text`: FormatJS's `no-literal-string-in-jsx` (user-facing literal text in JSX
 * children and in text props), with an allow-list of what is not language: the brand, and text without
 * a letter (digits, punctuation, symbols such as "·" or "→"). Every other text comes from the package's
 * messages (docs/i18n.md).
 */
import formatjs from 'eslint-plugin-formatjs';

/** Texts that are the same in every language. */
const NOT_LANGUAGE = ['Runoff'];
const LETTER = /\p{L}/u;

/** @param {unknown} value */
function allowed(value) {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  return !LETTER.test(text) || NOT_LANGUAGE.includes(text);
}

/** @param {any} node */
function textOf(node) {
  if (node.type === 'JSXAttribute') return node.value ? textOf(node.value) : null;
  if (node.type === 'Literal' || node.type === 'JSXText') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((/** @type {any} */ quasi) => quasi.value.cooked).join('');
  return null;
}

const upstream = formatjs.rules['no-literal-string-in-jsx'];

/** @type {import('eslint').Rule.RuleModule} */
const noUntranslatedText = {
  meta: { ...upstream.meta, docs: { description: 'User-facing text in JSX comes from messages, never a literal (docs/i18n.md).' } },
  create(context) {
    const filtered = Object.create(context, {
      report: {
        value: (/** @type {any} */ descriptor) => {
          if (descriptor.node && allowed(textOf(descriptor.node))) return;
          context.report(descriptor);
        },
      },
    });
    return upstream.create(filtered);
  },
};

export const textPlugin = { rules: { 'no-untranslated-text': noUntranslatedText } };
