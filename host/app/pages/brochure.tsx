/**
 * The brochure / syllabus page (`/brochure-pdf`, `/brochure`, `/syllabus-pdf`): the Full Stack
 * syllabus week by week (16 weeks), the stack of docs/product.md#stack, and the brochure lead form
 * (`<embudo-brochure-modal>`); once sent, the page offers to save itself as PDF.
 */
import { useState } from 'react';
import { InfoPage } from '../layout/info-page';
import { fill, useCopy } from '../i18n';
import { PageWidgets } from '../lib/page-widgets';

/** docs/product.md#stack. */
const STACK = [
  'HTML',
  'CSS',
  'JavaScript',
  'React JS',
  'Tailwind CSS',
  'Python',
  'JWT',
  'Git',
  'GitHub',
  'API REST',
  'JSON',
  'PostgreSQL',
  'MySQL',
  'Postman',
  'NPM',
  'AWS',
  'Copilot',
];

export const COPY = {
  es: {
    eyebrow: 'Brochure',
    title: 'Brochure del Bootcamp Full Stack Developer',
    lead: 'El temario semana a semana, las tecnologías que vas a usar y el plan completo en PDF.',
    facts: ['16 semanas', '2 clases en vivo por semana de 4 h + 4 h asincrónicas', 'Sin experiencia previa', 'Certificado digital'],
    weeksTitle: 'El temario, semana a semana',
    weeks: [
      ['Fundamentos de la web', 'Cómo funciona internet, HTML semántico y tu primera página.'],
      ['CSS y diseño responsive', 'Estilos, Flexbox, Grid y páginas que se ven bien en cualquier pantalla.'],
      ['JavaScript I', 'Variables, funciones, condiciones y bucles con ejercicios diarios.'],
      ['JavaScript II', 'El DOM, eventos y tu primera aplicación interactiva.'],
      ['Git y GitHub', 'Control de versiones, ramas y pull requests; tu portafolio en línea.'],
      ['APIs y JSON', 'Consumir APIs con fetch, asincronía y manejo de errores.'],
      ['React JS I', 'Componentes, props y estado; Tailwind CSS para estilos rápidos.'],
      ['React JS II', 'Rutas, formularios y el proyecto frontend del módulo.'],
      ['Python I', 'Sintaxis, estructuras de datos y lógica para el backend.'],
      ['Python II: APIs REST', 'Tu primera API, pruebas con Postman y buenas prácticas.'],
      ['Bases de datos', 'Modelado, SQL con PostgreSQL y MySQL.'],
      ['Autenticación y seguridad', 'Registro e inicio de sesión con JWT; ciberseguridad básica.'],
      ['Programar con IA', 'Asistentes de código (Copilot): generar, revisar y depurar más rápido.'],
      ['Cloud AWS', 'Despliegue de tu aplicación en AWS con tu propio dominio.'],
      ['Proyecto final I', 'Una aplicación full stack real, planificada como en una empresa.'],
      ['Proyecto final II y empleo', 'Presentación del proyecto, CV, LinkedIn y entrevistas.'],
    ],
    week: 'Semana {n}',
    stackTitle: 'Las tecnologías del bootcamp',
    formTitle: 'Descarga el plan completo',
    formText: 'Déjanos tu nombre y email y guarda el plan completo en PDF.',
    cta: 'Descargar Plan del Bootcamp',
    sent: 'Listo: guarda esta página en PDF para tener el plan a mano.',
    print: 'Guardar esta página en PDF',
  },
  en: {
    eyebrow: 'Brochure',
    title: 'Full Stack Developer Bootcamp brochure',
    lead: 'The syllabus week by week, the technologies you will use and the full plan as a PDF.',
    facts: ['16 weeks', '2 live classes a week of 4 h + 4 h self-paced', 'No experience needed', 'Digital certificate'],
    weeksTitle: 'The syllabus, week by week',
    weeks: [
      ['Web fundamentals', 'How the internet works, semantic HTML and your first page.'],
      ['CSS and responsive design', 'Styles, Flexbox, Grid and pages that look right on any screen.'],
      ['JavaScript I', 'Variables, functions, conditions and loops with daily exercises.'],
      ['JavaScript II', 'The DOM, events and your first interactive application.'],
      ['Git and GitHub', 'Version control, branches and pull requests; your portfolio online.'],
      ['APIs and JSON', 'Calling APIs with fetch, async code and error handling.'],
      ['React JS I', 'Components, props and state; Tailwind CSS for fast styling.'],
      ['React JS II', 'Routing, forms and the module’s frontend project.'],
      ['Python I', 'Syntax, data structures and logic for the backend.'],
      ['Python II: REST APIs', 'Your first API, testing with Postman and good practices.'],
      ['Databases', 'Data modelling, SQL with PostgreSQL and MySQL.'],
      ['Authentication and security', 'Sign-up and sign-in with JWT; security basics.'],
      ['Coding with AI', 'AI coding assistants (Copilot): generate, review and debug faster.'],
      ['Cloud AWS', 'Deploy your application on AWS with your own domain.'],
      ['Final project I', 'A real full stack application, planned as at a company.'],
      ['Final project II and jobs', 'Project demo, résumé, LinkedIn and interviews.'],
    ],
    week: 'Week {n}',
    stackTitle: 'The bootcamp’s technologies',
    formTitle: 'Download the full plan',
    formText: 'Leave your name and email and save the full plan as a PDF.',
    cta: 'Download the Bootcamp Plan',
    sent: 'Done: save this page as a PDF to keep the plan at hand.',
    print: 'Save this page as PDF',
  },
};

export default function Brochure() {
  const t = useCopy(COPY);
  const [sent, setSent] = useState(false);
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <ul className="brochure__facts">
        {t.facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <section className="card brochure__form" aria-labelledby="brochure-form">
        <h2 id="brochure-form">{t.formTitle}</h2>
        <p>{t.formText}</p>
        <p className="page-actions">
          <button type="button" className="btn" data-embudo-open="brochure">
            {t.cta}
          </button>
          {sent && (
            <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
              {t.print}
            </button>
          )}
        </p>
        <p role="status" className="brochure__sent">
          {sent ? t.sent : ''}
        </p>
      </section>
      <section aria-labelledby="brochure-weeks">
        <h2 id="brochure-weeks">{t.weeksTitle}</h2>
        <ol className="brochure__weeks">
          {t.weeks.map(([title, text], i) => (
            <li key={title}>
              <span className="brochure__week">{fill(t.week, { n: i + 1 })}</span>
              <strong>{title}</strong>
              <span>{text}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="brochure-stack">
        <h2 id="brochure-stack">{t.stackTitle}</h2>
        <ul className="brochure__stack">
          {STACK.map((tech) => (
            <li key={tech}>{tech}</li>
          ))}
        </ul>
      </section>
      <PageWidgets brochure onBrochureLead={() => setSent(true)} />
    </InfoPage>
  );
}
