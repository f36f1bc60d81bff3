import type { Rule } from 'eslint';

/** Types of no-error-text-match.js (plain JavaScript, as eslint.config.js loads it). */
export declare const noErrorTextMatch: Rule.RuleModule;
export declare const errorTextPlugin: { rules: Record<string, Rule.RuleModule> };
