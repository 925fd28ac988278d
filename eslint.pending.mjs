/**
 * Files that still break a layer rule of eslint.config.mjs, each left out of that one rule
 * until its owner's change lands (issue 20). The lead empties these lists after merging the
 * branches of this round; a list only ever shrinks. `npm run house` prints the same crossings.
 */
export const PENDING = {
  /**
   * A module reading or writing another module's tables (11 files): the cart's catalogue reads,
   * the promotions table still declared in cart/schema.ts, rewards writing the account's
   * rewards id on auth_users, the fitment import, and place-order closing the cart.
   */
  otherModulesSchema: [
    'src/server/catalog/import/applications.ts',
    'src/server/rewards/accounts.ts',
    'src/server/rewards/alerts.ts',
    'src/server/rewards/claim.ts',
    'src/server/rewards/earning.ts',
  ],
};
