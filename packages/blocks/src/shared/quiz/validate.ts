import type { BlockIssue } from '../../contract/index.js';
import { deadEndCombinations, type QuizRules } from './engine.js';

/** Dead ends listed one by one before the rest is counted (a message per combination). */
const LISTED = 5;

/**
 * The publish check of a quiz: every combination of answers must lead to a filled-in result.
 * Each dead end is named by its answers ("Private › Mostly short trips › …") so the editor can
 * find the rule to change; `describe` names the result a combination reached but left empty.
 */
export function quizIssues(
  rules: QuizRules,
  hasResult: (key: string) => boolean,
  describe: (key: string) => string = (key) => key,
): BlockIssue[] {
  const dead = deadEndCombinations(rules, hasResult);
  if (dead === null) {
    return [{ path: 'groups', rule: 'quiz_size', message: 'The quiz has too many answer combinations to check' }];
  }
  const issues: BlockIssue[] = dead.slice(0, LISTED).map((combination) => ({
    path: 'groups',
    rule: combination.result === undefined ? 'quiz_no_result' : 'quiz_empty_result',
    message:
      combination.result === undefined
        ? `The answers ${named(combination.labels)} lead to no result: their weights tie or give no points`
        : `The answers ${named(combination.labels)} lead to the result “${describe(combination.result)}”, which is empty`,
  }));
  if (dead.length > LISTED) {
    issues.push({
      path: 'groups',
      rule: 'quiz_no_result',
      message: `…and ${dead.length - LISTED} more answer combinations without a result`,
    });
  }
  return issues;
}

const named = (labels: readonly string[]) => labels.map((label) => `“${label}”`).join(' › ');
