/** XP and levels, shared by the server's progress projection and the client's level bar. */

/** Spec section 9: the next level needs level² × 100 XP; the current level started at (level − 1)² × 100. */
export function levelForExperience(experiencePoints: number): number {
  return Math.floor(Math.sqrt(Math.max(0, experiencePoints) / 100)) + 1;
}

export function levelBounds(level: number): { base: number; next: number } {
  return { base: (level - 1) ** 2 * 100, next: level ** 2 * 100 };
}

/** Share of the way from the current level's base to the next level, 0..1. */
export function levelProgress(experiencePoints: number): number {
  const { base, next } = levelBounds(levelForExperience(experiencePoints));
  return (experiencePoints - base) / (next - base);
}
