/** The term without an article before it ("una matriz" names "matriz"). */
export function withoutLeadingArticle(term: string): string {
  return term.replace(/^(?:the|a|an|el|la|los|las|un|una|unos|unas|le|les|une|des|der|die|das|ein|eine)\s+/i, '');
}
