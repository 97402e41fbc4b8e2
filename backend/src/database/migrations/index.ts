import eventStore from './0001-event-store.js';
import sessionsAndThrottle from './0002-sessions-and-throttle.js';
import users from './0003-users.js';
import appendFunction from './0004-append-function.js';
import appendWithoutStreamRow from './0005-append-without-stream-row.js';
import readModelsAppendNothing from './0006-read-models-append-nothing.js';
import streamSnapshots from './0007-stream-snapshots.js';
import parkedEvents from './0008-parked-events.js';
import checkpointMovedCheck from './0009-checkpoint-moved-check.js';
import processing from './0100-processing.js';
import videoWatchUrl from './0101-video-watch-url.js';
import notesSections from './0110-notes-sections.js';
import videosProjection from './0120-videos-projection.js';
import flashcardReviews from './0200-flashcard-reviews.js';
import reviewLogWithCards from './0201-review-log-with-cards.js';
import quizzes from './0210-quizzes.js';
import flashcardsProjection from './0220-flashcards-projection.js';
import progress from './0250-progress.js';
import studyProjection from './0260-study-projection.js';
import groups from './0300-groups.js';
import mindMaps from './0310-mind-maps.js';
import billing from './0401-billing.js';
import adminProjection from './0410-admin-projection.js';
import assistant from './0500-assistant.js';
import assistantIntents from './0510-assistant-intents.js';
import assistantPassageIndex from './0520-assistant-passage-index.js';
import assistantPassageVectors from './0530-assistant-passage-vectors.js';
import assistantPassageVectorHnsw from './0540-assistant-passage-vector-hnsw.js';

export interface Migration { id: string; sql: string }

/**
 * Applied in order, each once. Features append theirs here; numbering by feature keeps merges apart:
 * 01xx processing, 02xx study, 03xx groups, 04xx billing/admin, 05xx assistant.
 */
export const migrations: Migration[] = [
  { id: '0001-event-store', sql: eventStore },
  { id: '0002-sessions-and-throttle', sql: sessionsAndThrottle },
  { id: '0003-users', sql: users },
  { id: '0004-append-function', sql: appendFunction },
  { id: '0005-append-without-stream-row', sql: appendWithoutStreamRow },
  { id: '0006-read-models-append-nothing', sql: readModelsAppendNothing },
  { id: '0007-stream-snapshots', sql: streamSnapshots },
  { id: '0008-parked-events', sql: parkedEvents },
  { id: '0009-checkpoint-moved-check', sql: checkpointMovedCheck },
  { id: '0100-processing', sql: processing },
  { id: '0101-video-watch-url', sql: videoWatchUrl },
  { id: '0110-notes-sections', sql: notesSections },
  { id: '0120-videos-projection', sql: videosProjection },
  { id: '0200-flashcard-reviews', sql: flashcardReviews },
  { id: '0201-review-log-with-cards', sql: reviewLogWithCards },
  { id: '0210-quizzes', sql: quizzes },
  { id: '0220-flashcards-projection', sql: flashcardsProjection },
  { id: '0250-progress', sql: progress },
  { id: '0260-study-projection', sql: studyProjection },
  { id: '0300-groups', sql: groups },
  { id: '0310-mind-maps', sql: mindMaps },
  { id: '0401-billing', sql: billing },
  { id: '0410-admin-projection', sql: adminProjection },
  { id: '0500-assistant', sql: assistant },
  { id: '0510-assistant-intents', sql: assistantIntents },
  { id: '0520-assistant-passage-index', sql: assistantPassageIndex },
  { id: '0530-assistant-passage-vectors', sql: assistantPassageVectors },
  { id: '0540-assistant-passage-vector-hnsw', sql: assistantPassageVectorHnsw },
];
