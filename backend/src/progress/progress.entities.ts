import { OptionalProps } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Read models of the 'progress' projection (migration 0250). Only that projection writes them. */

/** A learner's running totals, level and streak (see learner-progress.ts). */
@Entity({ tableName: 'user_progress' })
export class UserProgressEntity {
  [OptionalProps]?: 'experiencePoints' | 'level' | 'studyMinutes' | 'studySessions' | 'reviews' | 'correctReviews' | 'quizzes' | 'quizQuestions'
    | 'quizCorrect' | 'perfectQuizzes' | 'scheduleItems' | 'dailyGoalsMet' | 'currentRun' | 'longestStreak' | 'lastActiveDay' | 'sessionHours';
  @PrimaryKey({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @Property({ type: 'integer', fieldName: 'experience_points' }) experiencePoints = 0;
  @Property({ type: 'integer' }) level = 1;
  @Property({ type: 'integer', fieldName: 'study_minutes' }) studyMinutes = 0;
  @Property({ type: 'integer', fieldName: 'study_sessions' }) studySessions = 0;
  @Property({ type: 'integer' }) reviews = 0;
  @Property({ type: 'integer', fieldName: 'correct_reviews' }) correctReviews = 0;
  @Property({ type: 'integer' }) quizzes = 0;
  @Property({ type: 'integer', fieldName: 'quiz_questions' }) quizQuestions = 0;
  @Property({ type: 'integer', fieldName: 'quiz_correct' }) quizCorrect = 0;
  @Property({ type: 'integer', fieldName: 'perfect_quizzes' }) perfectQuizzes = 0;
  @Property({ type: 'integer', fieldName: 'schedule_items' }) scheduleItems = 0;
  @Property({ type: 'integer', fieldName: 'daily_goals_met' }) dailyGoalsMet = 0;
  @Property({ type: 'integer', fieldName: 'current_run' }) currentRun = 0;
  @Property({ type: 'integer', fieldName: 'longest_streak' }) longestStreak = 0;
  @Property({ type: 'text', nullable: true, fieldName: 'last_active_day' }) lastActiveDay: string | null = null;
  @Property({ type: 'json', fieldName: 'session_hours' }) sessionHours: number[] = [];
  @Property({ type: 'datetime', fieldName: 'updated_at' }) updatedAt!: Date;
}

/** One learner's local calendar day: the dashboard's daily rollup. */
@Entity({ tableName: 'study_daily_activity' })
export class DailyActivityEntity {
  [OptionalProps]?: 'studyMinutes' | 'studySessions' | 'reviews' | 'correctReviews' | 'quizzes' | 'quizQuestions' | 'quizCorrect' | 'experiencePoints';
  @PrimaryKey({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  /** 'YYYY-MM-DD' in the learner's time zone at the time of the activity. */
  @PrimaryKey({ type: 'text' }) day!: string;
  @Property({ type: 'integer', fieldName: 'study_minutes' }) studyMinutes = 0;
  @Property({ type: 'integer', fieldName: 'study_sessions' }) studySessions = 0;
  @Property({ type: 'integer' }) reviews = 0;
  @Property({ type: 'integer', fieldName: 'correct_reviews' }) correctReviews = 0;
  @Property({ type: 'integer' }) quizzes = 0;
  @Property({ type: 'integer', fieldName: 'quiz_questions' }) quizQuestions = 0;
  @Property({ type: 'integer', fieldName: 'quiz_correct' }) quizCorrect = 0;
  @Property({ type: 'integer', fieldName: 'experience_points' }) experiencePoints = 0;
}

@Entity({ tableName: 'user_achievements' })
export class UserAchievementEntity {
  @PrimaryKey({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @PrimaryKey({ type: 'text', fieldName: 'achievement_id' }) achievementId!: string;
  @Property({ type: 'datetime', fieldName: 'unlocked_at' }) unlockedAt!: Date;
}

/** What a learner did on one set of notes (progress tab, and the day's plan). */
@Entity({ tableName: 'study_notes_activity' })
export class NotesActivityEntity {
  [OptionalProps]?: 'studyMinutes' | 'studySessions' | 'reviews' | 'correctReviews' | 'quizzes'
    | 'bestQuizScore' | 'lastQuizScore' | 'lastStudiedAt' | 'lastReviewedAt' | 'lastQuizzedAt';
  @PrimaryKey({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @PrimaryKey({ type: 'uuid', fieldName: 'notes_id' }) notesId!: string;
  @Property({ type: 'integer', fieldName: 'study_minutes' }) studyMinutes = 0;
  @Property({ type: 'integer', fieldName: 'study_sessions' }) studySessions = 0;
  @Property({ type: 'integer' }) reviews = 0;
  @Property({ type: 'integer', fieldName: 'correct_reviews' }) correctReviews = 0;
  @Property({ type: 'integer' }) quizzes = 0;
  @Property({ type: 'integer', nullable: true, fieldName: 'best_quiz_score' }) bestQuizScore: number | null = null;
  @Property({ type: 'integer', nullable: true, fieldName: 'last_quiz_score' }) lastQuizScore: number | null = null;
  @Property({ type: 'datetime', nullable: true, fieldName: 'last_studied_at' }) lastStudiedAt: Date | null = null;
  @Property({ type: 'datetime', nullable: true, fieldName: 'last_reviewed_at' }) lastReviewedAt: Date | null = null;
  @Property({ type: 'datetime', nullable: true, fieldName: 'last_quizzed_at' }) lastQuizzedAt: Date | null = null;
}

/**
 * The daily goal and time zone the learner's activity counts in: progress's own copy of their
 * preferences (StudyPreferencesUpdated), so calendar days follow the events in order whatever the
 * 'study' projection has reached.
 */
@Entity({ tableName: 'progress_preferences' })
export class ProgressPreferencesEntity {
  @PrimaryKey({ type: 'uuid', fieldName: 'user_id' }) userId!: string;
  @Property({ type: 'integer', fieldName: 'daily_goal' }) dailyGoal!: number;
  @Property({ type: 'text', fieldName: 'time_zone' }) timeZone!: string;
}
