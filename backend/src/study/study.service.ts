import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { studyStream, type Preferences, type PreferencesPayload, type RecordStudySessionPayload, type StudySessionRecorded } from '@studyloop/events';
import { Clock } from '../common/clock.js';
import { CommandsService } from '../event-store/commands.service.js';
import { EVENT_LOG, type EventLog } from '../event-store/event-store.port.js';
import { ProgressService } from '../progress/progress.service.js';
import { canStudy, readNotesAccess } from './notes-access.js';
import { PreferencesService } from './preferences.service.js';
import * as studyDecider from './study.decider.js';

/** Timer sessions and preferences: commands on `study-<userId>`. */
@Injectable()
export class StudyService {
  constructor(
    private readonly commands: CommandsService,
    @Inject(EVENT_LOG) private readonly store: EventLog,
    private readonly progress: ProgressService,
    private readonly preferences: PreferencesService,
    private readonly clock: Clock,
  ) {}

  async recordSession(userId: string, payload: RecordStudySessionPayload): Promise<StudySessionRecorded> {
    if (!canStudy(await readNotesAccess(this.store, payload.notesId), userId)) throw new NotFoundException('Study notes not found');
    const before = await this.progress.snapshot(userId);
    const now = this.clock.now().toISOString();
    await this.commands.execute(studyStream(userId), studyDecider, { type: 'RecordStudySession', data: { userId, ...payload, now } }, {
      waitFor: ['progress'],
      metadata: { userId },
    });
    const after = await this.progress.snapshot(userId);
    return {
      ...payload,
      completedAt: now,
      experiencePoints: after.experiencePoints,
      level: after.level,
      experienceGained: after.experiencePoints - before.experiencePoints,
    };
  }

  async updatePreferences(userId: string, payload: PreferencesPayload): Promise<Preferences> {
    await this.commands.execute(studyStream(userId), studyDecider, {
      type: 'UpdatePreferences', data: { userId, ...payload, now: this.clock.now().toISOString() },
    }, { waitFor: ['study', 'progress'], metadata: { userId } });
    return this.preferences.preferences(userId);
  }
}
