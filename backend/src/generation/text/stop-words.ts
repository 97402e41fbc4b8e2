/**
 * English function words that carry no topic on their own. Used to pick content words for
 * similarity, keyphrases and ROUGE-style overlap; kept small and conventional on purpose.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above across after again against all almost along already also although always am among an and
  another any anybody anyone anything anyway anywhere are aren't around as at away back be became because become
  becomes been before behind being below beside besides between beyond both but by can can't cannot could couldn't
  did didn't do does doesn't doing don't done down during each either else enough especially etc even ever every
  everyone everything few first for from further get gets getting give given gives go goes going gone got had
  hadn't has hasn't have haven't having he her here hers herself him himself his how however i if in indeed into is
  isn't it it's its itself just least less let let's like likely many may maybe me might mine more moreover most
  mostly much must my myself namely neither never nevertheless no nobody none nor not nothing now of off often on
  once one ones only onto or other others otherwise ought our ours ourselves out over own per perhaps rather
  really same second several shall she should shouldn't since so some somebody someone something sometimes
  somewhat still such than that that's the their theirs them themselves then there there's thereby therefore these
  they this those though through throughout thus to together too toward towards under unless until up upon us
  usually very via was wasn't we well were weren't what whatever when whenever where whereas whether which while who
  whoever whom whose why will with within without won't would wouldn't yet you your yours yourself
  yourselves`.split(/\s+/),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}
