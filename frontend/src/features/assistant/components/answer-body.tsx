import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { VideoIcon } from '../../../components/ui/icons';
import type { ChatAnswer, ChatCitation } from '../api/assistant-api';
import { notesHref, placeLabel, videoHref } from '../citation-links';
import { ChatQuizCard } from './chat-quiz';

function Marker({ n, citation }: { n: number; citation: ChatCitation | undefined }) {
  if (!citation) return null;
  return (
    <Link className="answer__marker" to={notesHref(citation)} aria-label={`Source ${n}: ${citation.title}, ${placeLabel(citation)}`} title={`“${citation.snippet}”`}>
      {n}
    </Link>
  );
}

/** The answer's sentences with their "[n]" markers turned into links to the cited notes. */
function AnswerText({ answer }: { answer: ChatAnswer }) {
  // A marker follows its sentence directly ("… supply.¹"), without the space the text has before it.
  const parts = answer.answer.split(/\s*\[(\d+)\]/);
  return (
    <p className="answer__text">
      {parts.map((part, i) => (i % 2 === 1
        ? <Marker key={i} n={Number(part)} citation={answer.citations[Number(part) - 1]} />
        : <Fragment key={i}>{part}</Fragment>))}
    </p>
  );
}

/** Where the answer comes from: each cited note and place, opening the note there (or the video at that second). */
export function AnswerSources({ citations, compact = false }: { citations: ChatCitation[]; compact?: boolean }) {
  if (!citations.length) return null;
  return (
    <ol className="answer__sources" aria-label="Sources" data-testid="answer-sources">
      {citations.map((c, i) => {
        const video = videoHref(c);
        return (
          <li key={`${c.notesId}-${i}`} className="answer__source">
            <span className="answer__source-number" aria-hidden="true">{i + 1}</span>
            <div className="answer__source-body">
              <div className="answer__source-line">
                <Link to={notesHref(c)} className="answer__source-link" data-testid="citation-link">
                  {c.title}
                </Link>
                <span className="answer__place" title={`“${c.snippet}”`}>{placeLabel(c)}</span>
                {video && (
                  <a className="answer__video-link" href={video} target="_blank" rel="noopener noreferrer" aria-label={`Watch the video at ${placeLabel(c)} (opens in a new tab)`}>
                    <VideoIcon size={14} /> Watch
                  </a>
                )}
              </div>
              {!compact && <p className="answer__snippet">“{c.snippet}”</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

export function AnswerBody({ answer, compact }: { answer: ChatAnswer; compact?: boolean }) {
  return (
    <div className="answer">
      <AnswerText answer={answer} />
      {answer.quiz && <ChatQuizCard quiz={answer.quiz} {...(answer.quizResult ? { initialResult: answer.quizResult } : {})} />}
      <AnswerSources citations={answer.citations} compact={compact} />
    </div>
  );
}
