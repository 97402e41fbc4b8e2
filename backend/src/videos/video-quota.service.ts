import { Inject, Injectable } from '@nestjs/common';
import { CommandsService } from '../event-store/commands.service.js';
import { EVENT_LOG, type EventLog } from '../event-store/event-store.port.js';
import { releaseVideoQuota, utcMonth, videosCounted } from './video-quota.js';

/**
 * The monthly video quota as other features see it: users show it on the usage page, the materials
 * sweeper gives back what an interrupted video took. Counting a video stays with videos (its submission
 * decides the quota with the material).
 */
@Injectable()
export class VideoQuotaService {
  constructor(private readonly commands: CommandsService, @Inject(EVENT_LOG) private readonly log: EventLog) {}

  /** Videos counted in the UTC month of `at`. */
  countedInMonthOf(userId: string, at: Date): Promise<number> {
    return videosCounted(this.log, userId, utcMonth(at));
  }

  /** Stops counting a failed video in the UTC months of the dates given (idempotent). */
  release(userId: string, materialId: string, inMonthsOf: Date[]): Promise<void> {
    return releaseVideoQuota(this.commands, userId, materialId, inMonthsOf.map((at) => utcMonth(at)));
  }
}
