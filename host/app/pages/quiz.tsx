/**
 * The developer quiz (`/quiz-developer`, `/quiz`): eight questions (lib/quiz.ts), one per screen,
 * as a radio group in a fieldset (arrow keys pick, Enter goes on), with the progress shown; at the
 * end the recommended track among the bootcamps and the scholarship offer for it. The answers
 * are kept in localStorage, so a reload resumes where the visitor was. Each answered question and
 * the result report `FunnelProgress` (funnel "quiz").
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { bootcampName } from '../../../src/data/bootcamps';
import { trackCustom } from '../../../src/services/tracking';
import { InfoPage } from '../layout/info-page';
import { fill, useCopy, useLang } from '../i18n';
import { PageWidgets } from '../lib/page-widgets';
import { QUESTIONS, QUIZ_STORAGE_KEY, emptyQuiz, parseQuizState, recommend, type QuizState, type QuizTrack } from '../lib/quiz';
import { paths } from '../routes';

export const COPY = {
  es: {
    eyebrow: 'Quiz developer',
    title: '¿Qué tipo de developer eres?',
    lead: 'Responde ocho preguntas rápidas y descubre qué ruta tech encaja contigo: frontend, backend, apps móviles, cloud o full stack.',
    progress: 'Pregunta {n} de {of}',
    back: 'Anterior',
    next: 'Siguiente',
    finish: 'Ver mi resultado',
    pick: 'Elige una respuesta para continuar.',
    resultEyebrow: 'Tu resultado',
    result: 'Tu ruta recomendada: {name}',
    why: {
      'fullstack-web-apps-completo':
        'Te gusta ver el panorama completo y construir productos de punta a punta. La ruta Full Stack Web y Apps Móviles te da las dos mitades: la pantalla y lo que pasa detrás.',
      'frontend-completo':
        'Te importa cómo se ve y cómo se siente usar algo. En Frontend con React JS construirás interfaces modernas que la gente usa cada día.',
      'backend-completo':
        'Disfrutas la lógica y ordenar información. En Backend con Python construirás las APIs y las bases de datos que hacen funcionar las aplicaciones.',
      'apps-moviles-flutter':
        'Piensas en el celular primero. En Apps Móviles con Flutter crearás apps para Android e iOS con un solo código.',
      'cloud-aws':
        'Te gusta que todo funcione siempre, ordenado y seguro. En Cloud AWS aprenderás a desplegar y escalar aplicaciones en la nube.',
    } as Record<QuizTrack, string>,
    offer: 'Para empezar tu ruta tienes disponible una beca parcial del 70%.',
    scholarship: 'Solicitar mi beca parcial',
    see: 'Ver el programa y los precios',
    again: 'Volver a empezar',
  },
  en: {
    eyebrow: 'Developer quiz',
    title: 'What kind of developer are you?',
    lead: 'Answer eight quick questions and find the tech track that fits you: frontend, backend, mobile apps, cloud or full stack.',
    progress: 'Question {n} of {of}',
    back: 'Back',
    next: 'Next',
    finish: 'See my result',
    pick: 'Choose an answer to continue.',
    resultEyebrow: 'Your result',
    result: 'Your recommended track: {name}',
    why: {
      'fullstack-web-apps-completo':
        'You like to see the whole picture and build products end to end. The Full Stack Web and Mobile Apps track gives you both halves: the screen and what happens behind it.',
      'frontend-completo':
        'You care about how things look and feel. In Frontend with React JS you will build modern interfaces people use every day.',
      'backend-completo':
        'You enjoy logic and organising information. In Backend with Python you will build the APIs and databases that make applications work.',
      'apps-moviles-flutter': 'You think phone first. In Mobile Apps with Flutter you will build Android and iOS apps from one code base.',
      'cloud-aws':
        'You like things to run all the time, organised and secure. In Cloud AWS you will learn to deploy and scale applications in the cloud.',
    } as Record<QuizTrack, string>,
    offer: 'A 70% partial scholarship is available to start your track.',
    scholarship: 'Apply for my partial scholarship',
    see: 'See the program and prices',
    again: 'Start again',
  },
};

function readStored(): QuizState | undefined {
  try {
    return parseQuizState(localStorage.getItem(QUIZ_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

function store(state: QuizState): void {
  try {
    localStorage.setItem(QUIZ_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage refused (private mode, quota): the quiz still works, it just won't survive a reload.
  }
}

export default function Quiz() {
  const t = useCopy(COPY);
  const lang = useLang();
  const total = QUESTIONS.length;
  // The server's (and the first client) render is question 1; the stored answers come in after hydration.
  const [state, setState] = useState<QuizState>(emptyQuiz);
  const [error, setError] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    const stored = readStored();
    if (stored) setState(stored);
  }, []);
  // Focus follows the screen after the visitor moves (not on load), so a screen reader hears the new question.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [state.step]);

  const go = (next: QuizState) => {
    moved.current = true;
    setError(false);
    setState(next);
    store(next);
  };

  const done = state.step >= total;
  const track = done ? recommend(state.answers) : undefined;
  const question = QUESTIONS[Math.min(state.step, total - 1)]!;
  const answer = state.answers[state.step] ?? null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (answer === null) {
      setError(true);
      return;
    }
    const step = state.step + 1;
    trackCustom('FunnelProgress', { funnel: 'quiz', stage: 'quiz_answered', question: step, progress: Math.round((step / total) * 100) });
    if (step === total)
      trackCustom('FunnelProgress', { funnel: 'quiz', stage: 'quiz_result', track: recommend(state.answers), progress: 100 });
    go({ ...state, step });
  };
  const choose = (index: number) => {
    const answers = state.answers.map((a, i) => (i === state.step ? index : a));
    const next = { ...state, answers };
    setError(false);
    setState(next);
    store(next);
  };

  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <div className="quiz card">
        {done && track ? (
          <div className="quiz__result">
            <p className="eyebrow">{t.resultEyebrow}</p>
            <h2 ref={heading} tabIndex={-1} className="quiz__heading">
              {fill(t.result, { name: bootcampName(track, lang) })}
            </h2>
            <p>{t.why[track]}</p>
            <p className="quiz__offer">{t.offer}</p>
            <p className="page-actions">
              <button type="button" className="btn" data-embudo-open="scholarship">
                {t.scholarship}
              </button>
              <a className="btn btn--secondary" href={paths.enrol(lang, track)}>
                {t.see}
              </a>
            </p>
            <button type="button" className="quiz__again" onClick={() => go(emptyQuiz())}>
              {t.again}
            </button>
          </div>
        ) : (
          <form className="quiz__form" onSubmit={onSubmit} noValidate>
            <div className="quiz__progress">
              <span id="quiz-progress-label">{fill(t.progress, { n: state.step + 1, of: total })}</span>
              <progress max={total} value={state.step + 1} aria-labelledby="quiz-progress-label" />
            </div>
            <fieldset className="quiz__fieldset" aria-describedby={error ? 'quiz-error' : undefined}>
              <legend className="quiz__legend">
                <h2 ref={heading} tabIndex={-1} className="quiz__heading">
                  {question.text[lang]}
                </h2>
              </legend>
              <div className="quiz__options">
                {question.options.map((option, index) => (
                  <label key={index} className={`quiz__option${answer === index ? ' quiz__option--checked' : ''}`}>
                    <input type="radio" name={`q${state.step}`} value={index} checked={answer === index} onChange={() => choose(index)} />
                    <span>{option.text[lang]}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            {error && (
              <p id="quiz-error" className="quiz__error" role="alert">
                {t.pick}
              </p>
            )}
            <div className="quiz__nav">
              {state.step > 0 && (
                <button type="button" className="btn btn--secondary" onClick={() => go({ ...state, step: state.step - 1 })}>
                  {t.back}
                </button>
              )}
              <button type="submit" className="btn">
                {state.step === total - 1 ? t.finish : t.next}
              </button>
            </div>
          </form>
        )}
      </div>
      <PageWidgets />
    </InfoPage>
  );
}
