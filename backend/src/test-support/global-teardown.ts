export default async function globalTeardown(): Promise<void> {
  const db = (globalThis as Record<string, unknown>).__embeddedPg as { stop(): Promise<void> } | undefined;
  await db?.stop();
}
