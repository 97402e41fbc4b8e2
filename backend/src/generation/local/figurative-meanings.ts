/**
 * A complement that judges or pictures its subject instead of saying what kind of thing it is: "a mainstay of the war on
 * drugs", "an enduring testament to …", "the steam engine of information societies", "a stepping-stone to a permanent
 * job", "a mix, taking in more television than …", "a function of individuals' believing …", "a distant concept rather
 * than a daily concern", "another of the broad-based instruments". True of the subject in its paragraph, but no
 * definition a learner could recall it by. English.
 */
const FIGURE =
  /^(?:an?|the)\s+(?:[\p{L}-]+\s+){0,3}?(?:mainstay|testament|stepping[-\s]stone|hallmark|cornerstone|linchpin|backbone|bedrock|cent(?:er|re)piece|cradle|reminder|legacy|casualty|byword|beacon|engine|function)\s+(?:of|to|for|in)\s/iu;

/** "a mix, taking in …": a blend with nothing said of what it blends. */
const BARE_MIX = /^an?\s+(?:mix|mixture|blend)\s*(?:,|$)/iu;

/** "a distant concept rather than a daily concern": a contrast the paragraph draws. */
// Only the complement's own noun phrase: in "the belief that reason rather than experience is …" the contrast is inside the
// belief's clause, which is the definition.
const CONTRAST = /^(?:an?|the)\s+(?:(?!(?:that|which|who|whose|where|when|in|of|to|for|by|with|on)\s)[\p{L}-]+\s+){1,3}rather\s+than\s/iu;

/** "an important annual tradition that …", "a key part of …": a judging adjective on a part or a custom. */
const JUDGED_ROLE =
  /^(?:an?|the)\s+(?:important|enduring|key|major|primary|vital|crucial|essential|central|integral)\s+(?:[\p{L}-]+\s+)?(?:tradition|part|feature|tool|element|factor|component|ingredient|piece)(?![\p{L}-])/iu;

/** "(represent) another of the … instruments": one more of a series the paragraph lists. */
const ONE_MORE = /^(?:\p{L}+\s+)?another\s+of\s+the\s/iu;

/**
 * "Kepler's second law is a consequence of the conservation of angular momentum", "Newton's first law is a restatement of
 * one of Galileo's discoveries": how a law relates to another, true and worth knowing, but not what the law says.
 */
const RELATED_CLAIM = /^(?:an?|the)\s+(?:[\p{L}-]+\s+)?(?:consequence|restatement|corollary|by-?product|reformulation)\s+of\s/iu;

/**
 * "Scientists call whatever it is dark energy, which is a clear sign of how little we understand it": a remark on what the
 * term shows, not what it is. Only a judged sign: "a sign of inflammation" may be what a symptom is.
 */
const JUDGED_SIGN = /^(?:an?|the)\s+(?:clear|sure|telling|strong|good|certain)\s+(?:sign|indication|indicator)\s+of\s/iu;

/** "a party (a kind of “Big Bang”)": a kind in scare quotes is a likeness the writer draws, not a class. */
const QUOTED_KIND = /^an?\s+(?:kind|sort|type)\s+of\s+[“"‘]/iu;

export function picturesRatherThanDefines(meaning: string): boolean {
  const m = meaning.trim();
  return JUDGED_SIGN.test(m) || QUOTED_KIND.test(m) || RELATED_CLAIM.test(m) || FIGURE.test(m) || BARE_MIX.test(m) || CONTRAST.test(m) || JUDGED_ROLE.test(m) || ONE_MORE.test(m);
}

/** The writer's own devices: "an analogy", "an example" introduce a likeness or an instance of what the paragraph explains. */
const WRITERS_DEVICE = /^(?:analogy|example|illustration|instance|metaphor|comparison)$/iu;
/** "An analogy is a comparison between …", "A metaphor is a way of saying …": what the device itself is. */
const DEVICE_CLASS =
  /^(?:an?|the)\s+(?:[\p{L}-]+\s+)?(?:comparison|way|form|kind|type|figure|argument|inference|case|instance|reasoning|similarity|relation|relationship|likeness|use|statement|expression|word|phrase)(?![\p{L}-])/iu;

/**
 * "An analogy is an inflated balloon, which will expand or contract until …": the writer offers a likeness of the thing the
 * paragraph explains; read as a definition of "analogy" it says nothing true of analogies. English, written.
 */
export function offersALikeness(term: string, meaning: string): boolean {
  return WRITERS_DEVICE.test(term.trim()) && !DEVICE_CLASS.test(meaning.trim());
}
