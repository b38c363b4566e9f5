/**
 * The developer-aptitude quiz (`/quiz`, `/quiz-developer`): eight questions, each option leaning
 * towards one or more of the bootcamp's tracks; the track with the most points is the
 * recommendation (a tie goes to the broadest, Full Stack Web and Mobile Apps, then the order
 * below). Pure data and logic, so the page and the unit tests share it.
 */
import type { BootcampSlug } from '../../../src/contracts/bootcamp';
import type { Lang } from '../i18n';

/** The tracks the quiz can recommend, in tie-break order. */
export const QUIZ_TRACKS = [
  'fullstack-web-apps-completo',
  'frontend-completo',
  'backend-completo',
  'apps-moviles-flutter',
  'cloud-aws',
] as const satisfies readonly BootcampSlug[];
export type QuizTrack = (typeof QUIZ_TRACKS)[number];

type Points = Partial<Record<QuizTrack, number>>;
interface Option {
  readonly text: Readonly<Record<Lang, string>>;
  readonly points: Points;
}
export interface Question {
  readonly text: Readonly<Record<Lang, string>>;
  readonly options: readonly Option[];
}

const FS = 'fullstack-web-apps-completo';
const FE = 'frontend-completo';
const BE = 'backend-completo';
const MO = 'apps-moviles-flutter';
const CL = 'cloud-aws';

export const QUESTIONS: readonly Question[] = [
  {
    text: { es: '¿Qué te gustaría construir primero?', en: 'What would you like to build first?' },
    options: [
      {
        text: {
          es: 'Una página web atractiva que se vea bien en cualquier pantalla',
          en: 'A good-looking website that works on any screen',
        },
        points: { [FE]: 2, [FS]: 1 },
      },
      {
        text: { es: 'El sistema que guarda y procesa los datos de una tienda', en: 'The system that stores and processes a shop’s data' },
        points: { [BE]: 2, [FS]: 1 },
      },
      { text: { es: 'Una app para el celular', en: 'A phone app' }, points: { [MO]: 2, [FS]: 1 } },
      {
        text: { es: 'Un producto completo, de la pantalla a la base de datos', en: 'A complete product, from the screen to the database' },
        points: { [FS]: 3 },
      },
    ],
  },
  {
    text: { es: 'Ante un problema nuevo, ¿qué haces primero?', en: 'Facing a new problem, what do you do first?' },
    options: [
      { text: { es: 'Dibujo cómo se vería la solución', en: 'I sketch what the solution would look like' }, points: { [FE]: 2, [MO]: 1 } },
      { text: { es: 'Lo divido en pasos lógicos', en: 'I break it into logical steps' }, points: { [BE]: 2, [FS]: 1 } },
      {
        text: { es: 'Busco cómo automatizarlo para no repetirlo', en: 'I look for a way to automate it so I never repeat it' },
        points: { [CL]: 2, [BE]: 1 },
      },
      { text: { es: 'Pruebo algo rápido y voy ajustando', en: 'I try something quick and adjust as I go' }, points: { [FS]: 2, [FE]: 1 } },
    ],
  },
  {
    text: { es: '¿Qué disfrutas más?', en: 'What do you enjoy most?' },
    options: [
      { text: { es: 'El diseño, los colores y los detalles visuales', en: 'Design, colours and visual details' }, points: { [FE]: 3 } },
      {
        text: { es: 'Los números, las reglas y ordenar información', en: 'Numbers, rules and organising information' },
        points: { [BE]: 3 },
      },
      {
        text: { es: 'Que las cosas funcionen siempre, sin caerse', en: 'Making things work all the time, without falling over' },
        points: { [CL]: 3 },
      },
      { text: { es: 'Un poco de todo', en: 'A bit of everything' }, points: { [FS]: 3 } },
    ],
  },
  {
    text: { es: '¿Qué aplicación te hubiera gustado crear?', en: 'Which app do you wish you had built?' },
    options: [
      { text: { es: 'Instagram o TikTok, en el celular', en: 'Instagram or TikTok, on the phone' }, points: { [MO]: 3 } },
      { text: { es: 'Una tienda online como Mercado Libre', en: 'An online shop like Amazon' }, points: { [FS]: 2, [BE]: 1 } },
      {
        text: { es: 'Netflix, que funciona para millones a la vez', en: 'Netflix, which works for millions at once' },
        points: { [CL]: 2, [BE]: 1 },
      },
      { text: { es: 'Una web de portafolio impecable', en: 'A flawless portfolio website' }, points: { [FE]: 3 } },
    ],
  },
  {
    text: { es: '¿Cómo prefieres ver el resultado de tu trabajo?', en: 'How do you prefer to see the result of your work?' },
    options: [
      { text: { es: 'Al instante, en la pantalla', en: 'Instantly, on the screen' }, points: { [FE]: 2, [MO]: 1 } },
      {
        text: { es: 'En datos correctos y procesos que no fallan', en: 'In correct data and processes that never fail' },
        points: { [BE]: 2, [CL]: 1 },
      },
      { text: { es: 'En mi teléfono, tocando la app', en: 'On my phone, tapping the app' }, points: { [MO]: 3 } },
      {
        text: { es: 'En un producto que la gente usa de punta a punta', en: 'In a product people use from end to end' },
        points: { [FS]: 3 },
      },
    ],
  },
  {
    text: { es: '¿Qué frase te describe mejor?', en: 'Which sentence describes you best?' },
    options: [
      { text: { es: 'Me fijo en cómo se siente usar algo', en: 'I notice how it feels to use something' }, points: { [FE]: 2, [MO]: 1 } },
      {
        text: { es: 'Me gusta entender cómo funciona por dentro', en: 'I like to understand how it works inside' },
        points: { [BE]: 2, [CL]: 1 },
      },
      { text: { es: 'Me gusta tener el panorama completo', en: 'I like to see the whole picture' }, points: { [FS]: 3 } },
      { text: { es: 'Me gusta que todo esté ordenado y seguro', en: 'I like everything organised and secure' }, points: { [CL]: 3 } },
    ],
  },
  {
    text: { es: '¿Qué tipo de trabajo buscas después del bootcamp?', en: 'What kind of job are you after the bootcamp?' },
    options: [
      { text: { es: 'En una startup, haciendo de todo un poco', en: 'At a startup, doing a bit of everything' }, points: { [FS]: 3 } },
      {
        text: { es: 'En un equipo de producto, cuidando la experiencia', en: 'In a product team, caring for the experience' },
        points: { [FE]: 2, [MO]: 1 },
      },
      {
        text: { es: 'En una empresa grande, con datos y sistemas', en: 'At a large company, with data and systems' },
        points: { [BE]: 2, [CL]: 1 },
      },
      { text: { es: 'Todavía no lo sé', en: "I don't know yet" }, points: { [FS]: 2 } },
    ],
  },
  {
    text: { es: '¿Cuánto tiempo puedes dedicar por semana?', en: 'How much time can you give each week?' },
    options: [
      { text: { es: 'Entre 4 y 6 horas', en: 'Between 4 and 6 hours' }, points: { [FE]: 1 } },
      { text: { es: 'Entre 6 y 10 horas', en: 'Between 6 and 10 hours' }, points: { [FS]: 1 } },
      { text: { es: 'Más de 10 horas', en: 'More than 10 hours' }, points: { [FS]: 1, [CL]: 1 } },
      { text: { es: 'Depende de la semana', en: 'It depends on the week' }, points: {} },
    ],
  },
];

/** One answer per question: the option's index, or null while unanswered. */
export type Answers = ReadonlyArray<number | null>;

/** The recommended track for a full set of answers. */
export function recommend(answers: Answers): QuizTrack {
  const score = Object.fromEntries(QUIZ_TRACKS.map((track) => [track, 0])) as Record<QuizTrack, number>;
  answers.forEach((answer, i) => {
    const option = answer === null ? undefined : QUESTIONS[i]?.options[answer];
    for (const [track, points] of Object.entries(option?.points ?? {}) as Array<[QuizTrack, number]>) score[track] += points;
  });
  return QUIZ_TRACKS.reduce((best, track) => (score[track] > score[best] ? track : best), QUIZ_TRACKS[0]);
}

/** What the quiz keeps in localStorage so a reload resumes it. */
export interface QuizState {
  readonly answers: Answers;
  /** The screen: 0…7 a question, 8 the result. */
  readonly step: number;
}

export const QUIZ_STORAGE_KEY = 'embudo:quiz';

export const emptyQuiz = (): QuizState => ({ answers: QUESTIONS.map(() => null), step: 0 });

/** A stored state, checked (a stale or hand-edited one starts over). */
export function parseQuizState(text: string | null): QuizState | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<QuizState>;
    const { answers, step } = value;
    if (!Array.isArray(answers) || answers.length !== QUESTIONS.length || typeof step !== 'number' || !Number.isInteger(step))
      return undefined;
    if (!answers.every((a, i) => a === null || (Number.isInteger(a) && a >= 0 && a < QUESTIONS[i]!.options.length))) return undefined;
    if (step < 0 || step > QUESTIONS.length) return undefined;
    // Every screen before `step` must have its answer.
    if (answers.slice(0, step).some((a) => a === null)) return undefined;
    return { answers: answers as Answers, step };
  } catch {
    return undefined;
  }
}
