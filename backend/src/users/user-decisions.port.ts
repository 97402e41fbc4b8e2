import type { UserEvent } from '@studyloop/events';
import type { Decider } from '../event-store/command-handler.js';
import * as decider from './user.decider.js';

/**
 * What other features may decide on a user's stream (`user-<id>`), each as a part of its own decision:
 * auth registers a user with its e-mail and username claims and links a Google account; billing changes
 * the tier in the same append as the subscription. Promotion to admin stays with users (UsersService).
 */
export type UserCommandFromOtherFeatures = Extract<decider.UserCommand, { type: 'RegisterUser' | 'LinkGoogle' | 'ChangeTier' }>;

export const userDecider: Decider<decider.UserState, UserCommandFromOtherFeatures, UserEvent> = decider;
