// 统一社会信用代码 (GB 32100-2015): 18 characters from 0-9 and the capitals without I, O, S, V and Z; the last is a
// check character computed from the first 17.

const CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of a code's first 17 characters (all from CHARS). */
export function creditCodeCheck(first17: string): string {
  const sum = [...first17].reduce((s, c, i) => s + CHARS.indexOf(c) * WEIGHTS[i], 0);
  return CHARS[(31 - (sum % 31)) % 31];
}

/** What is wrong with a 统一社会信用代码, in words a member reads, or undefined when it is a valid one. */
export function creditCodeProblem(code: string): string | undefined {
  if (code.length !== 18) return '统一社会信用代码应为18位';
  if (![...code].every((c) => CHARS.includes(c))) return '统一社会信用代码只能包含数字和大写字母（不含 I、O、S、V、Z）';
  if (creditCodeCheck(code.slice(0, 17)) !== code[17]) return '统一社会信用代码校验位不正确，请核对';
  return undefined;
}
