/**
 * The roles graduates can aim for (docs/product.md#audience tracks, docs/product.md#job-roles job roles) and the tech stack of the
 * course (docs/product.md#stack) as chips.
 */
import type { ReactNode } from 'react';
import { useCopy } from '../i18n';
import { SectionHead } from '../layout/section-head';

export const COPY = {
  es: {
    eyebrow: 'Tu futuro profesional',
    title: 'Puestos a los que podrás postular',
    lead: 'Al terminar tendrás las bases y el portafolio para optar a estos roles, en tu país o en remoto para empresas de todo el mundo.',
    roles: [
      { title: 'Full Stack Developer', text: 'Construye aplicaciones web completas, de la interfaz a la base de datos.' },
      { title: 'Frontend Developer', text: 'Crea interfaces rápidas y accesibles con React JS.' },
      { title: 'Backend Developer', text: 'Diseña APIs y servicios con Python y bases de datos SQL.' },
      { title: 'Mobile Developer', text: 'Desarrolla apps móviles para Android e iOS con Flutter.' },
      { title: 'Cloud Engineer', text: 'Despliega y mantiene aplicaciones en la nube de AWS.' },
      { title: 'Web Developer', text: 'Publica y mantiene sitios y aplicaciones web para empresas y clientes.' },
    ],
    stackTitle: 'Tecnologías que vas a dominar',
    ai: 'Asistentes de código con IA',
  },
  en: {
    eyebrow: 'Your career',
    title: 'Roles you can apply for',
    lead: "When you finish you'll have the foundations and the portfolio to go for these roles, locally or remotely for companies worldwide.",
    roles: [
      { title: 'Full Stack Developer', text: 'Build complete web applications, from the interface to the database.' },
      { title: 'Frontend Developer', text: 'Create fast, accessible interfaces with React JS.' },
      { title: 'Backend Developer', text: 'Design APIs and services with Python and SQL databases.' },
      { title: 'Mobile Developer', text: 'Build mobile apps for Android and iOS with Flutter.' },
      { title: 'Cloud Engineer', text: 'Deploy and run applications on the AWS cloud.' },
      { title: 'Web Developer', text: 'Ship and maintain websites and web apps for companies and clients.' },
    ],
    stackTitle: "Technologies you'll master",
    ai: 'AI coding assistants',
  },
} as const;

/** docs/product.md#stack (the AI assistants' name is translated). */
const STACK = [
  'HTML',
  'CSS',
  'JavaScript',
  'React JS',
  'Tailwind CSS',
  'Python',
  'API',
  'JSON',
  'JWT',
  'PostgreSQL',
  'MySQL',
  'Postman',
  'NPM',
  'Git',
  'GitHub',
  'AWS',
  'Flutter',
] as const;

const ICONS: readonly ReactNode[] = [
  <path key="fs" d="M3 5h18v14H3zM3 9h18M8 13l-2 2 2 2m4-4 2 2-2 2" />,
  <path key="fe" d="M3 5h18v14H3zM3 9h18M7 13h5m-5 3h8" />,
  <path key="be" d="M5 5h14v5H5zM5 14h14v5H5zM8 7.5h.01M8 16.5h.01" />,
  <path key="mo" d="M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3 15h2" />,
  <path key="cl" d="M7 18a4 4 0 0 1-.5-8A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9Z" />,
  <path
    key="web"
    d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9Z"
  />,
];

export function JobTitles() {
  const t = useCopy(COPY);
  return (
    <section className="section job-titles" aria-labelledby="job-titles-title">
      <div className="container">
        <SectionHead id="job-titles-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />

        <ul className="job-titles__roles" role="list">
          {t.roles.map((role, i) => (
            <li key={role.title} className="card job-titles__role">
              <svg className="job-titles__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                {ICONS[i]}
              </svg>
              <div>
                <h3 className="job-titles__name" lang="en">
                  {role.title}
                </h3>
                <p className="job-titles__text">{role.text}</p>
              </div>
            </li>
          ))}
        </ul>

        <div className="job-titles__stack">
          <h3 className="job-titles__stack-title">{t.stackTitle}</h3>
          <ul className="job-titles__chips" role="list">
            {STACK.map((tech) => (
              <li key={tech} className="job-titles__chip" lang="en">
                {tech}
              </li>
            ))}
            <li className="job-titles__chip job-titles__chip--ai">{t.ai}</li>
          </ul>
        </div>
      </div>
    </section>
  );
}
