import { DomainError } from '../common/domain-errors.js';
import type { MaterialEvent } from '@studyloop/events';
import { decide, evolve, initialState, type MaterialCommand } from './material.decider.js';

const given = (events: MaterialEvent[]) => events.reduce(evolve, initialState);
const now = '2026-03-01T10:00:00.000Z';
const submitted: MaterialEvent = { type: 'MaterialSubmitted', data: { materialId: 'm1', userId: 'u1', kind: 'pdf', filename: 'a.pdf', characterCount: 10, submittedAt: now } };
const videoSubmitted: MaterialEvent = { type: 'VideoSubmitted', data: { materialId: 'm1', userId: 'u1', url: 'https://youtu.be/x', provider: 'youtube', externalId: 'x', submittedAt: now } };
const extract = (overrides: Partial<Extract<MaterialCommand, { type: 'RecordExtraction' }>['data']> = {}): MaterialCommand => ({
  type: 'RecordExtraction',
  data: { materialId: 'm1', requestedBy: 'u1', title: null, segments: [{ text: 'Hello there.', page: 1 }], wordCount: 2, pageCount: 1, durationSeconds: null, captionOrigin: null, language: null, now, ...overrides },
});
const extracted = (kind: 'pdf' | 'video' = 'pdf'): MaterialEvent => ({
  type: 'SourceTextExtracted',
  data: { materialId: 'm1', kind, title: null, segments: [{ text: 'Hello there.', page: 1 }], wordCount: 2, pageCount: 1, durationSeconds: null, captionOrigin: null, language: null, extractedAt: now },
});
const failed = (stage: 'extract' | 'generate'): MaterialEvent => ({ type: 'ProcessingFailed', data: { materialId: 'm1', stage, reason: 'No captions', failedAt: now } });
const complete: MaterialCommand = { type: 'CompleteProcessing', data: { materialId: 'm1', notesId: 'm1', flashcardCount: 4, generator: 'local', now } };

describe('material decider', () => {
  it('submits a material once', () => {
    const submit: MaterialCommand = { type: 'SubmitMaterial', data: { materialId: 'm1', userId: 'u1', kind: 'pdf', filename: 'a.pdf', characterCount: 10, now } };
    expect(decide(submit, given([]))).toEqual([submitted]);
    expect(() => decide(submit, given([submitted]))).toThrow(DomainError);
  });

  it('records extraction after submission, then completion', () => {
    expect(decide(extract(), given([submitted]))).toEqual([extracted('pdf')]);
    expect(decide(complete, given([submitted, extracted()]))).toEqual([
      { type: 'ProcessingCompleted', data: { materialId: 'm1', notesId: 'm1', flashcardCount: 4, generator: 'local', completedAt: now } },
    ]);
  });

  it('cannot complete before the text is extracted, nor twice', () => {
    expect(() => decide(complete, given([submitted]))).toThrow('already submitted');
    const done: MaterialEvent = { type: 'ProcessingCompleted', data: { materialId: 'm1', notesId: 'm1', flashcardCount: 1, generator: 'local', completedAt: now } };
    expect(() => decide(complete, given([submitted, extracted(), done]))).toThrow(DomainError);
  });

  it('records a failure of an unfinished material only', () => {
    const fail: MaterialCommand = { type: 'FailProcessing', data: { materialId: 'm1', stage: 'extract', reason: 'No captions', now } };
    expect(decide(fail, given([videoSubmitted]))).toEqual([failed('extract')]);
    expect(() => decide(fail, given([]))).toThrow('Material not found');
    expect(() => decide(fail, given([videoSubmitted, failed('extract')]))).toThrow(DomainError);
  });

  it('lets the owner finish a failed video with uploaded captions, and no one else', () => {
    const upload = extract({ captionOrigin: 'caption-upload', pageCount: null, segments: [{ text: 'Hi.', start: 0, end: 1 }] });
    const [event] = decide(upload, given([videoSubmitted, failed('extract')]));
    expect(event).toMatchObject({ type: 'SourceTextExtracted', data: { kind: 'video', captionOrigin: 'caption-upload' } });
    expect(given([videoSubmitted, failed('extract'), event]).status).toBe('extracted');
    expect(() => decide(extract({ captionOrigin: 'caption-upload', requestedBy: 'intruder' }), given([videoSubmitted, failed('extract')]))).toThrow('Material not found');
    expect(() => decide(upload, given([videoSubmitted]))).toThrow(DomainError);
    expect(() => decide(upload, given([submitted, failed('generate')]))).toThrow('Captions can only be added to a video');
  });

  it('records video details only for a submitted video', () => {
    const details: MaterialCommand = { type: 'RecordVideoMetadata', data: { materialId: 'm1', title: 'T', description: null, channelName: 'C', durationSeconds: 60, thumbnailUrl: null, canonicalUrl: null } };
    expect(decide(details, given([videoSubmitted]))).toEqual([{ type: 'VideoMetadataResolved', data: details.data }]);
    expect(() => decide(details, given([submitted]))).toThrow('Only videos have video details');
  });
  it('keeps a video\'s chapters, and sends a failed video again on the same material', () => {
    const chapters = [{ title: 'Intro', start: 0 }, { title: 'Body', start: 60 }, { title: 'End', start: 120 }];
    const metadata: MaterialEvent = {
      type: 'VideoMetadataResolved',
      data: { materialId: 'm1', title: 'T', description: null, channelName: null, durationSeconds: 150, thumbnailUrl: null, canonicalUrl: null, chapters },
    };
    expect(given([videoSubmitted, metadata]).chapters).toEqual(chapters);
    const resubmit: MaterialCommand = { type: 'ResubmitVideo', data: { materialId: 'm1', userId: 'u1', url: 'https://youtu.be/x?t=1', now } };
    const resubmitted: MaterialEvent = { type: 'VideoResubmitted', data: { materialId: 'm1', userId: 'u1', url: 'https://youtu.be/x?t=1', resubmittedAt: now } };
    expect(decide(resubmit, given([videoSubmitted, metadata, failed('extract')]))).toEqual([resubmitted]);
    expect(given([videoSubmitted, metadata, failed('extract'), resubmitted])).toMatchObject({ status: 'submitted', kind: 'video', userId: 'u1', failedStage: null, chapters: [] });
    // Only a failed video of the same learner.
    expect(() => decide(resubmit, given([videoSubmitted]))).toThrow(/already submitted/);
    expect(() => decide({ ...resubmit, data: { ...resubmit.data, userId: 'u2' } } as MaterialCommand, given([videoSubmitted, failed('extract')]))).toThrow('Video not found');
    expect(() => decide(resubmit, given([submitted, failed('extract')]))).toThrow(/Only videos/);
  });
});
