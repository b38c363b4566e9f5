/**
 * The guide (ebook) page (`/guia-pdf`, `/guia`): "Cómo empezar en programación desde cero" — what
 * it covers, the brochure-style lead form, then the download (lib/ebook.tsx).
 */
import { InfoPage } from '../layout/info-page';
import { useCopy } from '../i18n';
import { EBOOK_FORM, Ebook, type EbookCopy } from '../lib/ebook';

export const COPY: {
  es: EbookCopy & { eyebrow: string; title: string; lead: string };
  en: EbookCopy & { eyebrow: string; title: string; lead: string };
} = {
  es: {
    ...EBOOK_FORM.es,
    eyebrow: 'Guía gratuita',
    title: 'Cómo empezar en programación desde cero',
    lead: 'Una guía práctica para dar tus primeros pasos: qué aprender, en qué orden y cuánto tiempo dedicarle.',
    coversTitle: 'Lo que cubre la guía',
    chapters: [
      {
        title: 'Qué hace un developer',
        summary: 'Frontend, backend, full stack, móvil y cloud, explicados sin jerga.',
        body: [
          'Un developer escribe las instrucciones que hacen funcionar una aplicación. En la web hay dos mitades: el frontend, lo que ves en el navegador, y el backend, lo que guarda los datos y aplica las reglas. Quien trabaja en ambas es full stack.',
          'También hay developers de apps móviles, que crean aplicaciones para Android e iOS, y de cloud, que las ponen en internet y las mantienen funcionando para miles de personas.',
        ],
      },
      {
        title: 'Qué aprender y en qué orden',
        summary: 'HTML, CSS, JavaScript, Git, React, Python y bases de datos.',
        body: [
          'Empieza por HTML (la estructura), sigue con CSS (el estilo) y luego JavaScript (el comportamiento). Desde la primera semana guarda tu código con Git y publícalo en GitHub.',
          'Con esa base, aprende una librería de interfaces como React JS y un lenguaje de backend como Python, con una base de datos como PostgreSQL o MySQL.',
        ],
      },
      {
        title: 'Cuánto tiempo dedicarle',
        summary: 'Un ritmo realista de 4 a 6 horas por semana.',
        body: [
          'La constancia rinde más que la intensidad: cuatro a seis horas por semana, repartidas en varios días, bastan para avanzar sin quemarte.',
          'Reserva bloques fijos en tu agenda, como si fueran clases. Lo que no está en la agenda suele no pasar.',
        ],
      },
      {
        title: 'Tus primeros proyectos',
        summary: 'Tres ideas pequeñas para aprender haciendo.',
        body: [
          'Tu página personal, una lista de tareas que guarde lo que escribes y un conversor de monedas con los precios de tu país.',
          'Cada proyecto debe poder terminarse en uno o dos días. Terminar es una habilidad: practícala desde el principio.',
        ],
      },
      {
        title: 'Cómo no abandonar',
        summary: 'Feedback, comunidad y metas semanales.',
        body: [
          'La causa más común de abandono es quedarse trabado sin nadie a quien preguntar. Busca una comunidad y alguien que revise tu código.',
          'Ponte una meta pequeña por semana y celebra cuando la cumples.',
        ],
      },
      {
        title: 'De aprender a trabajar',
        summary: 'Portafolio, GitHub y tus primeras postulaciones.',
        body: [
          'Tres proyectos terminados y publicados, con un buen README, valen más que una lista de cursos.',
          'Postula aunque no cumplas todos los requisitos de una oferta: muchas piden más de lo que realmente necesitan.',
        ],
      },
    ],
    nextTitle: '¿Quieres hacerlo acompañado?',
    nextText: 'En el bootcamp recorres este camino en 16 semanas, con clases en vivo y un mentor que corrige tus retos.',
  },
  en: {
    ...EBOOK_FORM.en,
    eyebrow: 'Free guide',
    title: 'How to start coding from scratch',
    lead: 'A practical guide to your first steps: what to learn, in which order and how much time it takes.',
    coversTitle: 'What the guide covers',
    chapters: [
      {
        title: 'What a developer does',
        summary: 'Frontend, backend, full stack, mobile and cloud, without jargon.',
        body: [
          'A developer writes the instructions that make an application work. The web has two halves: the frontend, what you see in the browser, and the backend, which stores the data and applies the rules. Someone who works on both is full stack.',
          'There are also mobile developers, who build Android and iOS apps, and cloud developers, who put applications online and keep them running for thousands of people.',
        ],
      },
      {
        title: 'What to learn, in which order',
        summary: 'HTML, CSS, JavaScript, Git, React, Python and databases.',
        body: [
          'Start with HTML (structure), then CSS (style), then JavaScript (behaviour). From week one, keep your code in Git and publish it on GitHub.',
          'With that base, learn an interface library such as React JS and a backend language such as Python, with a database such as PostgreSQL or MySQL.',
        ],
      },
      {
        title: 'How much time it takes',
        summary: 'A realistic pace of 4 to 6 hours a week.',
        body: [
          'Consistency beats intensity: four to six hours a week, spread over several days, is enough to progress without burning out.',
          'Block fixed times in your calendar, as if they were classes. What is not in the calendar rarely happens.',
        ],
      },
      {
        title: 'Your first projects',
        summary: 'Three small ideas to learn by doing.',
        body: [
          'Your personal page, a to-do list that remembers what you type, and a currency converter with your country’s prices.',
          'Each project should be finishable in a day or two. Finishing is a skill: practise it from the start.',
        ],
      },
      {
        title: 'How not to quit',
        summary: 'Feedback, community and weekly goals.',
        body: [
          'The most common reason people quit is getting stuck with nobody to ask. Find a community and someone to review your code.',
          'Set one small goal a week and celebrate when you reach it.',
        ],
      },
      {
        title: 'From learning to working',
        summary: 'Portfolio, GitHub and your first applications.',
        body: [
          'Three finished, published projects with a good README are worth more than a list of courses.',
          'Apply even if you do not meet every requirement of a posting: many ask for more than they really need.',
        ],
      },
    ],
    nextTitle: 'Want to do it with support?',
    nextText: 'In the bootcamp you walk this path in 16 weeks, with live classes and a mentor who reviews your challenges.',
  },
};

export default function Guide() {
  const t = useCopy(COPY);
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <Ebook copy={t} storageKey="embudo:guide" />
    </InfoPage>
  );
}
