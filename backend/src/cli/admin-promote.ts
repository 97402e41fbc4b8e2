import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { UsersService } from '../users/users.service.js';
import { withCliContext } from './cli-context.js';

export interface CliOutput { log(message: string): void; error(message: string): void }

const USAGE = 'Usage: npm run admin:promote -- <email>';

/**
 * Makes an existing account an admin (the way to get the first admin besides ADMIN_EMAILS).
 * Recorded as UserPromotedToAdmin with reason 'cli' and no acting user. Returns the exit code.
 */
export async function runAdminPromote(args: string[], out: CliOutput = console): Promise<number> {
  const parsed = z.email().safeParse(args[0]?.trim().toLowerCase());
  if (args.length !== 1 || !parsed.success) {
    out.error(args.length === 1 ? `'${args[0]}' is not an e-mail address. ${USAGE}` : USAGE);
    return 2;
  }
  const email = parsed.data;
  return withCliContext(async (app) => {
    // Run the projections here too, so the users read model shows the promotion even with no server up
    // (with a server running, its node holds the projection locks and applies it; either way we wait for it).
    app.get(ProjectionRunner).start();
    const users = app.get(UsersService);
    const user = await users.findByEmail(email);
    if (!user) {
      out.error(`No user with the e-mail ${email}. They need to sign up first.`);
      return 1;
    }
    if (user.isAdmin) {
      out.log(`${user.email} (${user.username}) is already an admin.`);
      return 0;
    }
    await users.promoteToAdmin(user.id, null, 'cli');
    const after = await users.getById(user.id);
    out.log(after.isAdmin ? `Promoted ${after.email} (${after.username}) to admin.` : `Recorded the promotion of ${user.email}; it shows once the server applies it.`);
    return 0;
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAdminPromote(process.argv.slice(2)).then((code) => process.exit(code), (error: Error) => {
    console.error(`admin:promote failed: ${error.message}`);
    process.exit(1);
  });
}
