/**
 * The curriculum (docs/product.md#landing-sections "curriculum cards"): nine cards, each with its icon and what is learned.
 */
import type { ReactNode } from 'react';
import { useCopy } from '../i18n';
import { SectionHead } from '../layout/section-head';

export const COPY = {
  es: {
    eyebrow: 'Plan de estudios',
    title: 'Lo que vas a aprender',
    lead: 'Un temario práctico, de tu primera página web a aplicaciones en la nube, con proyectos en cada etapa.',
    modules: [
      {
        key: 'frontend',
        title: 'Web Frontend',
        text: 'HTML, CSS, JavaScript y React JS para construir interfaces modernas que se ven bien en cualquier pantalla.',
      },
      {
        key: 'git',
        title: 'Git & GitHub',
        text: 'Control de versiones, ramas y pull requests para trabajar en equipo como en una empresa.',
      },
      {
        key: 'deploy',
        title: 'Web Deployment',
        text: 'Publica tus aplicaciones en internet, con tu propio dominio y despliegues automáticos.',
      },
      { key: 'backend', title: 'Backend', text: 'APIs REST con Python, autenticación con JWT y pruebas con Postman.' },
      { key: 'db', title: 'Bases de Datos', text: 'Modela datos y escribe consultas SQL con PostgreSQL y MySQL.' },
      { key: 'copilot', title: 'Agente Copilot', text: 'Programa con asistentes de IA: genera, revisa y depura código más rápido.' },
      { key: 'aws', title: 'Cloud AWS', text: 'Los servicios esenciales de AWS para desplegar y escalar tus proyectos.' },
      { key: 'security', title: 'Ciberseguridad', text: 'Buenas prácticas para proteger tus aplicaciones y los datos de tus usuarios.' },
      {
        key: 'projects',
        title: 'Proyectos Reales',
        text: 'Un portafolio de proyectos reales, revisados por tu mentor, para mostrar en entrevistas.',
      },
    ],
  },
  en: {
    eyebrow: 'Curriculum',
    title: "What you'll learn",
    lead: 'A hands-on curriculum, from your first web page to cloud applications, with projects at every stage.',
    modules: [
      {
        key: 'frontend',
        title: 'Web Frontend',
        text: 'HTML, CSS, JavaScript and React JS to build modern interfaces that look great on any screen.',
      },
      { key: 'git', title: 'Git & GitHub', text: 'Version control, branches and pull requests to work in a team like at a real company.' },
      { key: 'deploy', title: 'Web Deployment', text: 'Put your applications online, with your own domain and automatic deployments.' },
      { key: 'backend', title: 'Backend', text: 'REST APIs with Python, JWT authentication and testing with Postman.' },
      { key: 'db', title: 'Databases', text: 'Model data and write SQL queries with PostgreSQL and MySQL.' },
      { key: 'copilot', title: 'Copilot Agent', text: 'Code with AI assistants: generate, review and debug code faster.' },
      { key: 'aws', title: 'Cloud AWS', text: 'The essential AWS services to deploy and scale your projects.' },
      { key: 'security', title: 'Cybersecurity', text: 'Good practices to protect your applications and your users’ data.' },
      { key: 'projects', title: 'Real Projects', text: 'A portfolio of real projects, reviewed by your mentor, to show in interviews.' },
    ],
  },
} as const;

type ModuleKey = (typeof COPY)['es']['modules'][number]['key'];

/** Small line icons, one per module (decorative). */
const ICONS: Readonly<Record<ModuleKey, ReactNode>> = {
  frontend: <path d="M3 4h18v14H3zM3 8h18M9 21h6M12 18v3M8.5 11.5 6.5 13l2 1.5m7-3 2 1.5-2 1.5" />,
  git: <path d="M6 3v12M6 15a3 3 0 1 0 0 6 3 3 0 0 0 0-6Zm12-6a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm0 0c0 5-6 4-12 9" />,
  deploy: <path d="M12 15V3m0 0L8 7m4-4 4 4M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />,
  backend: <path d="M4 4h16v6H4zM4 14h16v6H4zM8 7h.01M8 17h.01M12 7h4M12 17h4" />,
  db: <path d="M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3Zm0 0v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3" />,
  copilot: <path d="M12 3v2M5 9a7 7 0 0 1 14 0v5a5 5 0 0 1-5 5h-4a5 5 0 0 1-5-5Zm4 3v1.5m6-1.5v1.5M3 11v3m18-3v3" />,
  aws: <path d="M7 18a4 4 0 0 1-.5-8A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9ZM9.5 14.5l2 2 3.5-4" />,
  security: <path d="M12 3 4.5 6v5.5c0 4.5 3.2 8.3 7.5 9.5 4.3-1.2 7.5-5 7.5-9.5V6Zm-3 9 2 2 4-4" />,
  projects: <path d="M4 7h16v13H4zM9 7V4h6v3M4 12h16m-9 0v2h2v-2" />,
};

export function Curriculum() {
  const t = useCopy(COPY);
  return (
    <section className="section section--alt curriculum" aria-labelledby="curriculum-title">
      <div className="container">
        <SectionHead id="curriculum-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
        <ul className="curriculum__grid" role="list">
          {t.modules.map((m) => (
            <li key={m.key} className="card curriculum__card">
              <svg className="curriculum__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                {ICONS[m.key]}
              </svg>
              <h3 className="curriculum__title">{m.title}</h3>
              <p className="curriculum__text">{m.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
