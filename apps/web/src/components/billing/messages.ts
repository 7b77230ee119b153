/** Texts of the plan pieces shared by the checkout page and the landing page's pricing teaser. */
export const PLAN_TEXT = {
  mostPopular: 'Most Popular',
  notIncluded: 'Not included',
} as const;
