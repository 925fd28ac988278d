/** Spec §3 Search: a product suggestion. */
export interface ProductTitleSuggestion {
  suggestedSearchTerm: string;
  itemDescription: string;
  productImageUrl: string;
  productDetailsPageUrl: string;
  vehicleFitment: 'FITS' | 'NEEDS_MORE_INFO';
}

/** Spec §3 Search: the suggestions call's answer, the same from both paths of §7. */
export interface Suggestions {
  generalSuggestions: string[];
  productTitleSuggestions: ProductTitleSuggestion[];
}
