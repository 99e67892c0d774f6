// A descriptor's number that may differ by rule set (a budget: the dealer's time, the daily deal's positions).

/** One number for every rule set, or one per rule set, each named. */
export type PerRuleSet = number | Readonly<Record<string, number>>;

/** `value` under `variant` (the game's default rule set when undefined); a rule set it does not name is refused. */
export function underRuleSet(
  game: { readonly id: string; readonly rules: { readonly variants: readonly string[] } },
  value: PerRuleSet,
  variant: string | undefined,
  what: string,
): number {
  if (typeof value === 'number') return value;
  const ruleSet = variant ?? game.rules.variants[0];
  const found = value[ruleSet];
  if (found === undefined) throw new Error(`no ${what} for ${game.id} under ${ruleSet}`);
  return found;
}
