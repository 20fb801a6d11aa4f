import { basicStrategy } from './basic.js';
import { cookiebotStrategy } from './cookiebot.js';
import { oneTrustStrategy } from './onetrust.js';
import type { ConsentStrategy } from './strategy.js';
import { usercentricsStrategy } from './usercentrics.js';

const FACTORIES = {
  basic: basicStrategy,
  onetrust: oneTrustStrategy,
  cookiebot: cookiebotStrategy,
  usercentrics: usercentricsStrategy,
} as const;

/** Names accepted by the cookie_consent.strategy setting. */
export const STRATEGY_NAMES = Object.keys(FACTORIES) as (keyof typeof FACTORIES)[];
export type StrategyName = keyof typeof FACTORIES;

/** A fresh strategy for `name`; an unknown name falls back to basic (site-shell.md §5). */
export function resolveStrategy(name: string | null | undefined): ConsentStrategy {
  const key = (name ?? '').trim().toLowerCase();
  const factory = Object.hasOwn(FACTORIES, key) ? FACTORIES[key as StrategyName] : FACTORIES.basic;
  return factory();
}
