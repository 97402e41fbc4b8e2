import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { QuizIcon, TimerIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast/toast-store';
import { errorStatus, serverMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth/use-user';
import type { QuizResultView, StartedQuizView, SubmitQuizPayload } from '../api/quiz-api';
import { useQuizIntro, useQuizResult, useQuizResults, useStartQuiz, useSubmitQuiz } from '../hooks/use-quiz';
import { QuizHistory } from './quiz-history';
import { QuizResults } from './quiz-results';
import { QuizRunner } from './quiz-runner';
import './quiz.css';

type Phase =
  | { name: 'intro' }
  | { name: 'running'; quiz: StartedQuizView }
  | { name: 'results'; result: QuizResultView }
  | { name: 'past'; quizId: string };

/**
 * The practice quiz (spec section 4): intro → running → results → 'Take Quiz Again'. The server builds
 * the questions (wrong options from the learner's own material), keeps the answers and grades; every
 * result is recorded and listed under the intro.
 */
export function QuizTab({ notesId }: { notesId: string }) {
  const { isAuthenticated, isPending: userPending } = useUser();
  const [phase, setPhase] = useState<Phase>({ name: 'intro' });
  const intro = useQuizIntro(notesId, isAuthenticated);
  const results = useQuizResults(notesId, isAuthenticated);
  const past = useQuizResult(notesId, phase.name === 'past' ? phase.quizId : null);
  const start = useStartQuiz(notesId);
  const submit = useSubmitQuiz(notesId);

  const begin = () => start.mutate(undefined, {
    onSuccess: (quiz) => setPhase({ name: 'running', quiz }),
    onError: (error) => toast({ variant: 'destructive', title: 'Quiz could not start', description: serverMessage(error) ?? 'Please try again.' }),
  });

  const finish = (payload: SubmitQuizPayload) => submit.mutate(payload, {
    onSuccess: (result) => setPhase({ name: 'results', result }),
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Quiz not saved', description: serverMessage(error) ?? 'Please try again.' });
      // A quiz the server no longer accepts (time up, already graded) cannot be retried: back to the intro.
      if (errorStatus(error) === 409 || errorStatus(error) === 404) setPhase({ name: 'intro' });
    },
  });

  const header = (
    <CardHeader>
      <CardTitle as="h2"><QuizIcon size={18} /> Practice Quiz</CardTitle>
      <CardDescription>Test yourself with up to 10 questions in 10 minutes.</CardDescription>
    </CardHeader>
  );

  if (userPending) return <Card>{header}<CardContent><Skeleton height={120} /></CardContent></Card>;
  if (!isAuthenticated) {
    return (
      <Card>
        {header}
        <CardContent className="stack">
          <p className="text-muted">Log in to take the quiz and keep your results.</p>
          <div><ButtonLink to="/auth">Log in</ButtonLink></div>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="quiz-tab">
      {header}
      <CardContent className="stack">
        {phase.name === 'running' && <QuizRunner key={phase.quiz.quizId} quiz={phase.quiz} onFinish={finish} submitting={submit.isPending} />}
        {phase.name === 'results' && <QuizResults result={phase.result} onAgain={() => setPhase({ name: 'intro' })} />}
        {phase.name === 'past' && (past.data
          ? <QuizResults result={past.data} onAgain={() => setPhase({ name: 'intro' })} againLabel="Back to the quiz" />
          : past.isError ? <Alert variant="destructive" title="This result could not be loaded" /> : <Skeleton height={200} />)}
        {phase.name === 'intro' && (
          <>
            {intro.isPending ? <Skeleton height={120} /> : intro.isError ? (
              <Alert variant="destructive" title="The quiz could not be loaded">Please try again in a moment.</Alert>
            ) : (
              <div className="quiz-intro" data-testid="quiz-intro">
                <ul className="quiz-intro__facts">
                  <li><strong>{intro.data.questionCount}</strong> question{intro.data.questionCount === 1 ? '' : 's'}: one per key idea and one per definition</li>
                  <li><TimerIcon size={14} /> <strong>{Math.round(intro.data.timeLimitSeconds / 60)} minutes</strong>, 4 options each</li>
                  {intro.data.attempts > 0 && <li>Best score <strong>{intro.data.bestScore}%</strong> over {intro.data.attempts} attempt{intro.data.attempts === 1 ? '' : 's'}</li>}
                </ul>
                {intro.data.questionCount === 0
                  ? <p className="text-muted">These notes have no key ideas or definitions to quiz on.</p>
                  : <div><Button variant="gradient" size="lg" onClick={begin} loading={start.isPending}>Start Quiz</Button></div>}
              </div>
            )}
            <h3 className="quiz-tab__subtitle">Past results</h3>
            {results.data ? <QuizHistory results={results.data} onOpen={(quizId) => setPhase({ name: 'past', quizId })} /> : <Skeleton height={60} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
